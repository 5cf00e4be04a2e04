import { lazy, Suspense, useMemo, type ReactNode } from "react";
import { Route, Switch, useSearch } from "wouter";
import { SWRConfig } from "swr";
import { swrConfig } from "../../runtime/data/swr-config";
import { useSession, useSessionStore } from "../../runtime/data/session-store";
import { LayoutRuntimeContext } from "../../runtime/layout/layout-runtime";
import { GALLERY_ROUTE, pageRoutes } from "../../schemas/routes";
import { createAppLayoutRuntime, isDebugRequested } from "./layout/app-layout-runtime";
import { DEFAULT_TITLE_BAR, LayoutPage, Shell } from "./layout/LayoutPage";
import { SignInPage } from "./pages/SignInPage";
import { RegisterPage } from "./pages/RegisterPage";
import { SignOutPage } from "./pages/SignOutPage";
import { LeavingPage } from "./pages/LeavingPage";
import { EmailConfirmRequestPage } from "./pages/EmailConfirmRequestPage";
import { ShellEffects } from "./shell/ShellEffects";
import { usePageViewTracking } from "../features/tracking";
import { ToastArea } from "../ui/toasts/ToastArea";

const Gallery = import.meta.env.DEV ? lazy(() => import("./gallery/Gallery")) : null;
// Moderators' pages: loaded only when visited, so they stay out of a guest's first load.
const ModerationLogPage = lazy(() =>
  import("./pages/ModerationLogPage").then((module) => ({ default: module.ModerationLogPage })),
);
const ReportsPage = lazy(() =>
  import("./pages/ReportsPage").then((module) => ({ default: module.ReportsPage })),
);
// A member's own page, also kept out of a guest's first load.
const DraftsPage = lazy(() =>
  import("./pages/DraftsPage").then((module) => ({ default: module.DraftsPage })),
);
// The search page: its own chunk, loaded when a search is run.
const SearchPage = lazy(() =>
  import("./pages/SearchPage").then((module) => ({ default: module.SearchPage })),
);

// Member pages (profiles, messages, notifications): each its own chunk, loaded when visited.
const AccountSettingsPage = lazy(() =>
  import("./pages/AccountSettingsPage").then((module) => ({ default: module.AccountSettingsPage })),
);
const PasswordRequestPage = lazy(() =>
  import("./pages/PasswordRequestPage").then((module) => ({ default: module.PasswordRequestPage })),
);
const PasswordResetPage = lazy(() =>
  import("./pages/PasswordResetPage").then((module) => ({ default: module.PasswordResetPage })),
);
const InvitationsPage = lazy(() =>
  import("./pages/InvitationsPage").then((module) => ({ default: module.InvitationsPage })),
);
const ProfilePage = lazy(() =>
  import("./pages/ProfilePage").then((module) => ({ default: module.ProfilePage })),
);
const MessagesPage = lazy(() =>
  import("./pages/MessagesPage").then((module) => ({ default: module.MessagesPage })),
);
const ConversationPage = lazy(() =>
  import("./pages/ConversationPage").then((module) => ({ default: module.ConversationPage })),
);
const NewMessagePage = lazy(() =>
  import("./pages/NewMessagePage").then((module) => ({ default: module.NewMessagePage })),
);
const NotificationsPage = lazy(() =>
  import("./pages/NotificationsPage").then((module) => ({ default: module.NotificationsPage })),
);
const NotificationPreferencesPage = lazy(() =>
  import("./pages/NotificationPreferencesPage").then((module) => ({
    default: module.NotificationPreferencesPage,
  })),
);

function EntryPage({ children }: { children: ReactNode }) {
  return <Shell titleBar={DEFAULT_TITLE_BAR}>{children}</Shell>;
}

/**
 * The app: entry pages, the moderation pages, the drafts page, the dev gallery, and every other path rendered from
 * its layout.
 */
export function App() {
  usePageViewTracking();
  const siteDebug = useSession((s) => s.debug);
  const session = useSessionStore();
  const debugRequested = isDebugRequested(useSearch());
  const runtime = useMemo(
    () => createAppLayoutRuntime({ debug: siteDebug || debugRequested, session }),
    [siteDebug, debugRequested, session],
  );
  return (
    <SWRConfig value={swrConfig}>
      <LayoutRuntimeContext.Provider value={runtime}>
        <Switch>
          <Route path={pageRoutes.signIn}>
            <EntryPage>
              <SignInPage />
            </EntryPage>
          </Route>
          <Route path={pageRoutes.register}>
            <EntryPage>
              <RegisterPage />
            </EntryPage>
          </Route>
          <Route path={pageRoutes.leaving}>
            <EntryPage>
              <LeavingPage />
            </EntryPage>
          </Route>
          <Route path={pageRoutes.emailConfirmRequest}>
            <EntryPage>
              <EmailConfirmRequestPage />
            </EntryPage>
          </Route>
          <Route path={pageRoutes.signOut}>
            <EntryPage>
              <SignOutPage />
            </EntryPage>
          </Route>
          <Route path={pageRoutes.moderationLog}>
            <EntryPage>
              <Suspense fallback={null}>
                <ModerationLogPage />
              </Suspense>
            </EntryPage>
          </Route>
          <Route path={pageRoutes.reportsList}>
            <EntryPage>
              <Suspense fallback={null}>
                <ReportsPage />
              </Suspense>
            </EntryPage>
          </Route>
          <Route path={pageRoutes.drafts}>
            <EntryPage>
              <Suspense fallback={null}>
                <DraftsPage />
              </Suspense>
            </EntryPage>
          </Route>
          <Route path={pageRoutes.search}>
            <EntryPage>
              <Suspense fallback={null}>
                <SearchPage />
              </Suspense>
            </EntryPage>
          </Route>
          <Route path={pageRoutes.passwordRequest}>
            <EntryPage>
              <Suspense fallback={null}>
                <PasswordRequestPage />
              </Suspense>
            </EntryPage>
          </Route>
          <Route path={pageRoutes.passwordReset}>
            <EntryPage>
              <Suspense fallback={null}>
                <PasswordResetPage />
              </Suspense>
            </EntryPage>
          </Route>
          <Route path={pageRoutes.accountSettings}>
            <EntryPage>
              <Suspense fallback={null}>
                <AccountSettingsPage />
              </Suspense>
            </EntryPage>
          </Route>
          <Route path={pageRoutes.invitations}>
            <EntryPage>
              <Suspense fallback={null}>
                <InvitationsPage />
              </Suspense>
            </EntryPage>
          </Route>
          <Route path={pageRoutes.notifications}>
            <EntryPage>
              <Suspense fallback={null}>
                <NotificationsPage />
              </Suspense>
            </EntryPage>
          </Route>
          <Route path={pageRoutes.notificationPreferences}>
            <EntryPage>
              <Suspense fallback={null}>
                <NotificationPreferencesPage />
              </Suspense>
            </EntryPage>
          </Route>
          <Route path={pageRoutes.profileDiscussions}>
            <EntryPage>
              <Suspense fallback={null}>
                <ProfilePage />
              </Suspense>
            </EntryPage>
          </Route>
          <Route path={pageRoutes.profileComments}>
            <EntryPage>
              <Suspense fallback={null}>
                <ProfilePage />
              </Suspense>
            </EntryPage>
          </Route>
          <Route path={pageRoutes.profileReactions}>
            <EntryPage>
              <Suspense fallback={null}>
                <ProfilePage />
              </Suspense>
            </EntryPage>
          </Route>
          <Route path={pageRoutes.profileSegment}>
            <EntryPage>
              <Suspense fallback={null}>
                <ProfilePage />
              </Suspense>
            </EntryPage>
          </Route>
          <Route path={pageRoutes.profile}>
            <EntryPage>
              <Suspense fallback={null}>
                <ProfilePage />
              </Suspense>
            </EntryPage>
          </Route>
          <Route path={pageRoutes.messages}>
            <EntryPage>
              <Suspense fallback={null}>
                <MessagesPage />
              </Suspense>
            </EntryPage>
          </Route>
          <Route path={pageRoutes.messagesInbox}>
            <EntryPage>
              <Suspense fallback={null}>
                <MessagesPage />
              </Suspense>
            </EntryPage>
          </Route>
          <Route path={pageRoutes.messagesAdd}>
            <EntryPage>
              <Suspense fallback={null}>
                <NewMessagePage />
              </Suspense>
            </EntryPage>
          </Route>
          <Route path={pageRoutes.messagesAddName}>
            <EntryPage>
              <Suspense fallback={null}>
                <NewMessagePage />
              </Suspense>
            </EntryPage>
          </Route>
          <Route path={pageRoutes.conversation}>
            <EntryPage>
              <Suspense fallback={null}>
                <ConversationPage />
              </Suspense>
            </EntryPage>
          </Route>
          {Gallery && (
            <Route path={GALLERY_ROUTE}>
              <Suspense fallback={null}>
                <Gallery />
              </Suspense>
            </Route>
          )}
          <Route>
            <LayoutPage />
          </Route>
        </Switch>
      </LayoutRuntimeContext.Provider>
      <ToastArea />
      <ShellEffects />
    </SWRConfig>
  );
}
