/** The back arrow of SPEC's screens: an icon button, named "Back" for screen readers. */
export function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="back-button" aria-label="Back" onClick={onClick}>
      <span aria-hidden="true">←</span>
    </button>
  );
}
