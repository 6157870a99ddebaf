// PLACEHOLDER — replaced by the screen's implementation.
export default function EventsPage() {
  return <h1>EventsPage</h1>;
}
