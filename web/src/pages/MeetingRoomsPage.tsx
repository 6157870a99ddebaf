// PLACEHOLDER — replaced by the screen's implementation.
export default function MeetingRoomsPage() {
  return <h1>MeetingRoomsPage</h1>;
}
