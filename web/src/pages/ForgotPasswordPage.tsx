// PLACEHOLDER — replaced by the screen's implementation.
export default function ForgotPasswordPage() {
  return <h1>ForgotPasswordPage</h1>;
}
