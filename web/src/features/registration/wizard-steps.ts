import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { detailsComplete, textsComplete, type RegistrationFields } from './registration-fields.ts';

/** docs/product.md §4: details -> text-config -> register -> finished. */
export const wizardSteps = ['details', 'textConfig', 'register', 'finished'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/**
 * Each step is a browser history entry on /register (the path never changes), so Back and Forward
 * move between steps. `depth` counts the wizard's entries before this one, so a finished
 * registration can leave the wizard by going back past all of them; `pushedFrom` says the entry
 * before this one is that step, so the back arrow can step back through history rather than pile
 * up entries.
 */
const entrySchema = z.object({
  registrationStep: z.enum(wizardSteps),
  depth: z.number().int().min(0),
  pushedFrom: z.enum(wizardSteps).optional(),
});
type Entry = z.infer<typeof entrySchema>;

const firstEntry: Entry = { registrationStep: 'details', depth: 0 };

/**
 * The step a visitor may see: the one asked for, unless an earlier step is not done (a reload
 * forgets the fields, or Forward leads past a step emptied since). Finished only after registering,
 * and nothing else after it (docs/product.md §4: no back moves from finished).
 */
export function allowedStep(requested: WizardStep, fields: RegistrationFields, registered: boolean): WizardStep {
  if (registered) return 'finished';
  if (requested === 'details' || !detailsComplete(fields)) return 'details';
  if (requested === 'textConfig' || !textsComplete(fields)) return 'textConfig';
  return 'register';
}

export interface Wizard {
  /** The step this history entry asks for. */
  requested: WizardStep;
  /** Whether the step shown replaced another one (rather than being the page's first view). */
  moved: boolean;
  /** This history entry's own key (every entry, also a replaced one, has a new one). */
  entryKey: string;
  /** Continue: a new history entry for the next step. */
  forward(step: WizardStep): void;
  /** The back arrow: to "/" from the first step, else to the previous step. */
  back(): void;
  /** Shows `step` in place of the current entry (a step that may not be shown, or finished). */
  replace(step: WizardStep): void;
  /** Goes back to the page before the wizard, skipping every step's entry. */
  leave(): void;
}

export function useWizard(): Wizard {
  const location = useLocation();
  const navigate = useNavigate();
  const [firstKey] = useState(location.key);
  const parsed = entrySchema.safeParse(location.state);
  const entry = parsed.success ? parsed.data : firstEntry;

  const forward = useCallback(
    (step: WizardStep) => navigate('/register', { state: { registrationStep: step, depth: entry.depth + 1, pushedFrom: entry.registrationStep } satisfies Entry }),
    [navigate, entry.depth, entry.registrationStep],
  );
  const replace = useCallback(
    (step: WizardStep) => navigate('/register', { replace: true, state: { registrationStep: step, depth: entry.depth } satisfies Entry }),
    [navigate, entry.depth],
  );
  const back = useCallback(() => {
    const index = wizardSteps.indexOf(entry.registrationStep);
    if (index <= 0) navigate('/');
    else if (entry.pushedFrom === wizardSteps[index - 1]) navigate(-1);
    else navigate('/register', { replace: true, state: { registrationStep: wizardSteps[index - 1]!, depth: entry.depth } satisfies Entry });
  }, [navigate, entry.registrationStep, entry.depth, entry.pushedFrom]);
  const leave = useCallback(() => navigate(-(entry.depth + 1)), [navigate, entry.depth]);

  return { requested: entry.registrationStep, moved: location.key !== firstKey, entryKey: location.key, forward, back, replace, leave };
}
