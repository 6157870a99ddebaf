// PLACEHOLDER — replaced by the screen's implementation.
export default function BookingRequestsPage() {
  return <h1>BookingRequestsPage</h1>;
}
