import { invitationLinkAppliedSchema, invitationLinkCompanySchema, type InvitationLinkApplication } from '@typetest/events/invitation-link';
import { postJson } from '../../shared/api-client.ts';
import { useFormMutation } from '../../shared/forms/use-form-mutation.ts';

/** Whose public link this is: the company's name, while the link is on (404 otherwise). */
export async function lookUpInvitationLink(token: string): Promise<string> {
  return (await postJson('/api/public/invitationlink', { token }, invitationLinkCompanySchema)).data.companyName;
}

/** Asks for one's own invitation through the public link; answers what to tell the person. */
export function useApplyThroughLink() {
  return useFormMutation(
    'invitation-link/apply',
    async (application: InvitationLinkApplication) => (await postJson('/api/public/applyinvitationlink', application, invitationLinkAppliedSchema)).message,
  );
}
