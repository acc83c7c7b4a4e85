/**
 * SPEC 2: the applicant's link is missing its text folder or code, or no longer valid. `expired`
 * adds why a link that once worked stops working.
 */
export function InvalidLink({ expired = false }: { expired?: boolean }) {
  return (
    <section className="card">
      <title>Invalid link · Typetest</title>
      <h1>Invalid link</h1>
      <p>The URL you entered is invalid.</p>
      {expired && (
        <p>
          The links expire when used. If you are supposed to redo the test, please contact your potential employer
          to get a new link.
        </p>
      )}
    </section>
  );
}
