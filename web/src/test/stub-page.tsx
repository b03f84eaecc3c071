import { useLocation } from "react-router";

/** A stand-in page for router tests: its heading names the path it was rendered for. */
export function StubPage() {
  const { pathname } = useLocation();
  return <h1>{`Page at ${pathname}`}</h1>;
}
