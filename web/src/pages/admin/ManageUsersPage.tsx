// PLACEHOLDER — replaced by the screen's implementation.
export default function ManageUsersPage() {
  return <h1>ManageUsersPage</h1>;
}
