// PLACEHOLDER — replaced by the screen's implementation.
export default function NotFoundPage() {
  return <h1>NotFoundPage</h1>;
}
