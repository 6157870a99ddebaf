// PLACEHOLDER — replaced by the screen's implementation.
export default function AuthPage() {
  return <h1>AuthPage</h1>;
}
