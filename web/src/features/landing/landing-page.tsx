import { useState } from 'react';
import { ContactConfirmation } from '../contact/contact-confirmation.tsx';
import { emptyContactFields, useContactFields } from '../contact/contact-fields.ts';
import { ContactForm } from '../contact/contact-form.tsx';
import { DemoView } from './demo-view.tsx';
import { LandingMenu } from './landing-menu.tsx';
import type { LandingView } from './landing-view.ts';

/** "/" for a signed-out visitor: the menu, the contact form and its confirmation, the demo test. */
export function LandingPage() {
  const [view, setView] = useState<LandingView>({ name: 'initial' });
  const [hasLeftMenu, setHasLeftMenu] = useState(false);
  const contactFields = useContactFields();

  function show(next: LandingView) {
    setHasLeftMenu(true);
    setView(next);
  }
  const backToMenu = () => show({ name: 'initial' });

  switch (view.name) {
    case 'contactus':
      return (
        <ContactForm
          form={contactFields}
          onBack={backToMenu}
          onSent={(request) => show({ name: 'confirmation', request })}
        />
      );
    case 'confirmation':
      return (
        <ContactConfirmation
          request={view.request}
          onBack={() => {
            contactFields.reset(emptyContactFields);
            backToMenu();
          }}
        />
      );
    case 'demo':
      return <DemoView onBack={backToMenu} />;
    case 'initial':
      return (
        <LandingMenu
          focusHeading={hasLeftMenu}
          onContactUs={() => show({ name: 'contactus' })}
          onDemo={() => show({ name: 'demo' })}
        />
      );
  }
}
