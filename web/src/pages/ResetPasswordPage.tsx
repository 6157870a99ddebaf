// PLACEHOLDER — replaced by the screen's implementation.
export default function ResetPasswordPage() {
  return <h1>ResetPasswordPage</h1>;
}
