// PLACEHOLDER — replaced by the page shell (side menu, bottom bar, header, footer).
import { Outlet } from 'react-router-dom';

export default function Shell() {
  return <Outlet />;
}
