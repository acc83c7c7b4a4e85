import { Link } from 'react-router-dom';

/** Shown instead of a blank page when a screen crashes. */
export function RouteError() {
  return (
    <main className="main">
      <section className="card">
        <title>Something went wrong · Typetest</title>
        <h1>Something went wrong</h1>
        <p>Please reload the page. If it keeps happening, try again later.</p>
        <p>
          <Link to="/">Back to the main page</Link>
        </p>
      </section>
    </main>
  );
}
