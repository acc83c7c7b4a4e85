import { demoTextByLanguage } from '@typetest/events/typing/demo-text';
import { pageLanguage } from '../../shared/i18n/page-language.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Page } from '../../shared/ui/page.tsx';
import { TypingTest } from '../typing-test/typing-test.tsx';

/** docs/product.md §2: the visitor's demo typing test, on the fixed demo sentence in the page's language, with its result shown. */
export function DemoView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    // The typing area takes the focus as the test opens, not the heading.
    <Page title={t('typing.demoTitle')} onBack={onBack} focusHeading={false}>
      <TypingTest text={demoTextByLanguage[pageLanguage()]} variant="demo" />
    </Page>
  );
}
