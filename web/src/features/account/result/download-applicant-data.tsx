import { useState } from 'react';
import { messageOf } from '../../../shared/api-client.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { SessionEndedError } from '../../../shared/session/account-client.ts';
import { downloadAccount } from '../../../shared/session/session.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { saveFile } from '../../../shared/save-file.ts';

/** exportapplicantdata: the JSON file of everything held about the applicant (events/src/applicant/applicant-data.ts). */
export function downloadApplicantData(applicantId: string) {
  return downloadAccount('/api/db/exportapplicantdata', { applicantId });
}

interface DownloadApplicantDataProps {
  applicantId: string;
  /** The API call; a test's stand-in. */
  download?: typeof downloadApplicantData;
}

/**
 * "Download applicant data" on the result page: what the company hands an applicant who asks for
 * their data (docs/privacy.md), as the server names the file.
 */
export function DownloadApplicantData({ applicantId, download = downloadApplicantData }: DownloadApplicantDataProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function downloadFile() {
    setBusy(true);
    try {
      const { file, fileName } = await download(applicantId);
      saveFile(file, fileName ?? 'typetest-applicant.json');
      notify.success(t('account.applicantData.downloaded'));
    } catch (error) {
      if (!(error instanceof SessionEndedError)) notify.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button busy={busy} onClick={() => void downloadFile()}>
      {t('account.applicantData.download')}
    </Button>
  );
}
