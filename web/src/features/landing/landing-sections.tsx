import { pageLanguage } from '../../shared/i18n/page-language.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { TypingDemo } from './typing-demo.tsx';
import './landing.css';

interface LandingSectionsProps {
  /** Signed out: after the demonstration, the call to register. */
  showRegister: boolean;
  onRegister: () => void;
  onContactUs: () => void;
}

/** The made-up result the sample card shows (labelled a sample on the card). */
const sample = { wpm: 64, accuracy: 97, percentile: 82 } as const;

/**
 * What the landing page says below its menu: the demonstration and the call to register, how it
 * works in three steps, a sample result, why results can be trusted, the beta terms, and a way to
 * be contacted (docs/decisions/0064-visual-identity-and-landing-page.md).
 */
export function LandingSections({ showRegister, onRegister, onContactUs }: LandingSectionsProps) {
  const { t } = useTranslation();
  const percent = new Intl.NumberFormat(pageLanguage(), { style: 'percent' });
  return (
    <>
      <section className="landing-band" aria-labelledby="landing-demo">
        <h2 id="landing-demo">{t('landing.demoHeading')}</h2>
        <TypingDemo />
        {showRegister && (
          <div className="landing-call">
            <p>{t('landing.callToRegister')}</p>
            <Button variant="primary" onClick={onRegister}>
              {t('landing.registerCompany')}
            </Button>
          </div>
        )}
      </section>

      <section className="landing-section" aria-labelledby="landing-steps">
        <h2 id="landing-steps">{t('landing.stepsHeading')}</h2>
        <ol className="landing-steps">
          <li>
            <h3>{t('landing.stepTextsTitle')}</h3>
            <p>{t('landing.stepTextsBody')}</p>
          </li>
          <li>
            <h3>{t('landing.stepInvitationsTitle')}</h3>
            <p>{t('landing.stepInvitationsBody')}</p>
          </li>
          <li>
            <h3>{t('landing.stepResultsTitle')}</h3>
            <p>{t('landing.stepResultsBody')}</p>
          </li>
        </ol>
      </section>

      <section className="landing-section" aria-labelledby="landing-sample">
        <h2 id="landing-sample">{t('landing.sampleHeading')}</h2>
        <article className="sample-result" aria-labelledby="landing-sample-label landing-sample-applicant">
          <div className="sample-result__header">
            <h3 id="landing-sample-applicant">{t('landing.sampleApplicant')}</h3>
            <p className="sample-result__label" id="landing-sample-label">
              {t('landing.sampleLabel')}
            </p>
          </div>
          <dl className="sample-result__figures">
            <div>
              <dt>{t('landing.sampleWpm')}</dt>
              <dd className="figure">{sample.wpm}</dd>
            </div>
            <div>
              <dt>{t('landing.sampleAccuracy')}</dt>
              <dd className="figure">{percent.format(sample.accuracy / 100)}</dd>
            </div>
          </dl>
          <p className="sample-result__percentile">{t('landing.samplePercentile', { percentile: sample.percentile })}</p>
          <h4>{t('landing.sampleIntegrityHeading')}</h4>
          <ul className="sample-result__integrity">
            <li>{t('landing.sampleIntegrityTyped')}</li>
            <li>{t('landing.sampleIntegrityRhythm')}</li>
            <li>{t('landing.sampleIntegrityFocus')}</li>
          </ul>
        </article>
      </section>

      <section className="landing-section" aria-labelledby="landing-trust">
        <h2 id="landing-trust">{t('landing.trustHeading')}</h2>
        <ul className="landing-points">
          <li>{t('landing.trustKeystrokes')}</li>
          <li>{t('landing.trustFlags')}</li>
          <li>{t('landing.trustOnce')}</li>
          <li>{t('landing.trustStudy')}</li>
        </ul>
      </section>

      <section className="landing-section" aria-labelledby="landing-beta">
        <h2 id="landing-beta">{t('landing.betaHeading')}</h2>
        <p>{t('landing.betaBody')}</p>
      </section>

      <section className="landing-band" aria-labelledby="landing-contact">
        <h2 id="landing-contact">{t('landing.contactHeading')}</h2>
        <p>{t('landing.contactBody')}</p>
        <Button onClick={onContactUs}>{t('contact.heading')}</Button>
      </section>
    </>
  );
}
