// PLACEHOLDER — replaced by the screen's implementation.
export default function DashboardPage() {
  return <h1>DashboardPage</h1>;
}
