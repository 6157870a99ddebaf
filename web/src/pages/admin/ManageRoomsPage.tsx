// PLACEHOLDER — replaced by the screen's implementation.
export default function ManageRoomsPage() {
  return <h1>ManageRoomsPage</h1>;
}
