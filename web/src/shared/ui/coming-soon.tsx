import { Link } from 'react-router-dom';

/** A screen whose real content is still to be built: says so plainly, with a way home. */
export function ComingSoon({ title, message }: { title: string; message: string }) {
  return (
    <section className="card">
      <title>{`${title} · Typetest`}</title>
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <Link to="/">Back to the main page</Link>
      </p>
    </section>
  );
}
