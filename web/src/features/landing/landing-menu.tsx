import { useNavigate } from 'react-router-dom';
import { useFocusOnMount } from '../../shared/ui/use-focus-on-mount.ts';

interface LandingMenuProps {
  /** True when coming back from another view, so keyboard focus is not lost on the page. */
  focusHeading: boolean;
  onContactUs: () => void;
  onDemo: () => void;
}

/** SPEC 2: what a signed-out visitor can do from the landing page. */
export function LandingMenu({ focusHeading, onContactUs, onDemo }: LandingMenuProps) {
  const navigate = useNavigate();
  const heading = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  return (
    <section className="card landing">
      <title>Typetest</title>
      <h1 ref={heading} tabIndex={-1}>
        Screen applicants with a typing test
      </h1>
      <p>
        Invite job applicants by e-mail, let them type your own texts, and receive their words per minute and
        accuracy.
      </p>
      <div className="landing-actions">
        <button type="button" className="button primary" onClick={() => navigate('/register')}>
          Register
        </button>
        <button type="button" className="button primary" onClick={() => navigate('/login')}>
          Login
        </button>
        <button type="button" className="button" onClick={onContactUs}>
          I want to know more
        </button>
        <button type="button" className="button" onClick={onDemo}>
          Try the typing test
        </button>
      </div>
    </section>
  );
}
