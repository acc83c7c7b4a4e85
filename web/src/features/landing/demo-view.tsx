import { demoText } from '@typetest/events/typing/demo-text';
import { BackButton } from '../../shared/ui/back-button.tsx';
import { TypingTest } from '../typing-test/typing-test.tsx';

/** SPEC 2: the visitor's demo typing test, on the fixed demo sentence, with its result shown. */
export function DemoView({ onBack }: { onBack: () => void }) {
  return (
    <section className="card">
      <title>Try the typing test · Typetest</title>
      <div className="view-header">
        <BackButton onClick={onBack} />
        <h1>Try the typing test</h1>
      </div>
      <TypingTest text={demoText} variant="demo" />
    </section>
  );
}
