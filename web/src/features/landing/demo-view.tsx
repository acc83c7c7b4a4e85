import { demoText } from '@typetest/events/typing/demo-text';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { BackButton } from '../../shared/ui/back-button.tsx';
import { TypingTest } from '../typing-test/typing-test.tsx';

/** SPEC 2: the visitor's demo typing test, on the fixed demo sentence, with its result shown. */
export function DemoView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const title = t('typing.demoTitle');
  return (
    <section className="card">
      <title>{t('common.pageTitle', { title })}</title>
      <div className="view-header">
        <BackButton onClick={onBack} />
        <h1>{title}</h1>
      </div>
      <TypingTest text={demoText} variant="demo" />
    </section>
  );
}
