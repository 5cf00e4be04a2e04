import { lazy, Suspense, useEffect, useState } from "react";
import { useSession } from "../../../runtime/data/session-store";

// Only members have unread counts or an email to confirm: a guest's first load goes without them.
const MemberEffects = lazy(() => import("./MemberEffects"));

/**
 * The shell's app-wide effects, rendered once beside the routes: a signed-in member's (see
 * MemberEffects), loaded after hydration, so the server's markup and the first client render agree
 * (both render nothing here).
 */
export function ShellEffects() {
  const isMember = useSession((s) => s.user.userID !== 0);
  const [isHydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- nothing of members' renders before hydration ends
  useEffect(() => setHydrated(true), []);
  if (!isMember || !isHydrated) return null;
  return (
    <Suspense fallback={null}>
      <MemberEffects />
    </Suspense>
  );
}
