// PLACEHOLDER — replaced by the screen's implementation.
export default function ProfilePage() {
  return <h1>ProfilePage</h1>;
}
