import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { Route, Switch, useSearch } from "wouter";
import { SWRConfig } from "swr";
import { swrConfig } from "../../runtime/data/swr-config";
import { useSession, useSessionStore } from "../../runtime/data/session-store";
import { LayoutRuntimeContext } from "../../runtime/layout/layout-runtime";
import { GALLERY_ROUTE, pageRoutes, type PageRoutePattern } from "../../schemas/routes";
import { createAppLayoutRuntime, isDebugRequested } from "./layout/app-layout-runtime";
import { DEFAULT_TITLE_BAR, LayoutPage, Shell } from "./layout/LayoutPage";
import { ShellEffects } from "./shell/ShellEffects";
import { usePageViewTracking } from "../features/tracking";
import { ThemePreviewSlot } from "./shell/ThemePreviewSlot";
import { GuestPrivacyFooter } from "./shell/GuestPrivacyFooter";
import { PageProgress } from "./shell/PageProgress";
import { WaitingForPage } from "./shell/page-progress";
import { ToastArea } from "../ui/toasts/ToastArea";

const Gallery = import.meta.env.DEV ? lazy(() => import("./gallery/Gallery")) : null;
/** A page of its own chunk, loaded when first visited: none is in a guest's first load. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const SignInPage = lazyPage(() => import("./pages/SignInPage"), "SignInPage");
const RegisterPage = lazyPage(() => import("./pages/RegisterPage"), "RegisterPage");
const LeavingPage = lazyPage(() => import("./pages/LeavingPage"), "LeavingPage");
const EmailConfirmRequestPage = lazyPage(
  () => import("./pages/EmailConfirmRequestPage"),
  "EmailConfirmRequestPage",
);
const SignOutPage = lazyPage(() => import("./pages/SignOutPage"), "SignOutPage");
const ModerationLogPage = lazyPage(() => import("./pages/ModerationLogPage"), "ModerationLogPage");
const ReportsPage = lazyPage(() => import("./pages/ReportsPage"), "ReportsPage");
const DraftsPage = lazyPage(() => import("./pages/DraftsPage"), "DraftsPage");
const SearchPage = lazyPage(() => import("./pages/SearchPage"), "SearchPage");
const PasswordRequestPage = lazyPage(() => import("./pages/PasswordRequestPage"), "PasswordRequestPage");
const PasswordResetPage = lazyPage(() => import("./pages/PasswordResetPage"), "PasswordResetPage");
const AccountSettingsPage = lazyPage(() => import("./pages/AccountSettingsPage"), "AccountSettingsPage");
const InvitationsPage = lazyPage(() => import("./pages/InvitationsPage"), "InvitationsPage");
const NotificationsPage = lazyPage(() => import("./pages/NotificationsPage"), "NotificationsPage");
const NotificationPreferencesPage = lazyPage(
  () => import("./pages/NotificationPreferencesPage"),
  "NotificationPreferencesPage",
);
const UnsubscribePage = lazyPage(() => import("./pages/UnsubscribePage"), "UnsubscribePage");
const ProfilePage = lazyPage(() => import("./pages/ProfilePage"), "ProfilePage");
const MessagesPage = lazyPage(() => import("./pages/MessagesPage"), "MessagesPage");
const NewMessagePage = lazyPage(() => import("./pages/NewMessagePage"), "NewMessagePage");
const ConversationPage = lazyPage(() => import("./pages/ConversationPage"), "ConversationPage");
const DashboardPage = lazyPage(() => import("./pages/DashboardPage"), "DashboardPage");
const LayoutEditorPage = lazyPage(() => import("./pages/LayoutEditorPage"), "LayoutEditorPage");

/**
 * The pages outside the layouts, in match order (wouter takes the first that matches): the entry pages
 * (sign in, register, leaving, email confirmation, sign out), moderators' pages, the drafts and search
 * pages, account, profile, message and notification pages. A notifications,
 * preferences, settings or invitations address comes before the profile ones, New Message before a
 * conversation.
 */
const lazyPages: [PageRoutePattern, LazyExoticComponent<ComponentType>][] = [
  [pageRoutes.signIn, SignInPage],
  [pageRoutes.register, RegisterPage],
  [pageRoutes.leaving, LeavingPage],
  [pageRoutes.emailConfirmRequest, EmailConfirmRequestPage],
  [pageRoutes.signOut, SignOutPage],
  [pageRoutes.moderationLog, ModerationLogPage],
  [pageRoutes.reportsList, ReportsPage],
  [pageRoutes.drafts, DraftsPage],
  [pageRoutes.search, SearchPage],
  [pageRoutes.passwordRequest, PasswordRequestPage],
  [pageRoutes.passwordReset, PasswordResetPage],
  [pageRoutes.accountSettings, AccountSettingsPage],
  [pageRoutes.invitations, InvitationsPage],
  [pageRoutes.notifications, NotificationsPage],
  [pageRoutes.notificationPreferences, NotificationPreferencesPage],
  [pageRoutes.unsubscribe, UnsubscribePage],
  [pageRoutes.profileDiscussions, ProfilePage],
  [pageRoutes.profileComments, ProfilePage],
  [pageRoutes.profileReactions, ProfilePage],
  [pageRoutes.profileSegment, ProfilePage],
  [pageRoutes.profile, ProfilePage],
  [pageRoutes.messages, MessagesPage],
  [pageRoutes.messagesInbox, MessagesPage],
  [pageRoutes.messagesAdd, NewMessagePage],
  [pageRoutes.messagesAddName, NewMessagePage],
  [pageRoutes.conversation, ConversationPage],
  [pageRoutes.dashboard, DashboardPage],
  [pageRoutes.dashboardSection, DashboardPage],
  [pageRoutes.dashboardSectionPage, DashboardPage],
  [pageRoutes.themeRevisions, DashboardPage],
];

function EntryPage({ children }: { children: ReactNode }) {
  return <Shell titleBar={DEFAULT_TITLE_BAR}>{children}</Shell>;
}

/**
 * The app: the pages of `lazyPages`, the dev gallery, and every other path rendered
 * from its layout.
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
          {/* Full screen, outside the shell: the layout editor. */}
          <Route path={pageRoutes.layoutEditor}>
            <Suspense fallback={<WaitingForPage />}>
              <LayoutEditorPage />
            </Suspense>
          </Route>
          {lazyPages.map(([pattern, Page]) => (
            <Route key={pattern} path={pattern}>
              <EntryPage>
                <Suspense fallback={<WaitingForPage />}>
                  <Page />
                </Suspense>
              </EntryPage>
            </Route>
          ))}
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
        <GuestPrivacyFooter />
      </LayoutRuntimeContext.Provider>
      <ToastArea />
      <ShellEffects />
      <ThemePreviewSlot />
      <PageProgress />
    </SWRConfig>
  );
}
