export function Footer() {
  return (
    <footer className="site-footer">
      <p>© {new Date().getFullYear()} Typetest</p>
    </footer>
  );
}
