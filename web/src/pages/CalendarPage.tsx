// PLACEHOLDER — replaced by the screen's implementation.
export default function CalendarPage() {
  return <h1>CalendarPage</h1>;
}
