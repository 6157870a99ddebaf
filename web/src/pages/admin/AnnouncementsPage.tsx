// PLACEHOLDER — replaced by the screen's implementation.
export default function AnnouncementsPage() {
  return <h1>AnnouncementsPage</h1>;
}
