// PLACEHOLDER — replaced by the screen's implementation.
export default function ManageEventsPage() {
  return <h1>ManageEventsPage</h1>;
}
