import { Route, Switch } from "wouter";
import { SWRConfig } from "swr";
import { swrConfig } from "../../runtime/data/swr-config";
import { pageRoutes } from "../../schemas/routes";
import { SiteHeader } from "./shell/SiteHeader";
import { ErrorPage } from "./shell/ErrorPage";
import { HomePage } from "./pages/HomePage";
import { SignInPage } from "./pages/SignInPage";
import { RegisterPage } from "./pages/RegisterPage";
import { SignOutPage } from "./pages/SignOutPage";
import * as styles from "./shell/shell.styles";

/** The app: header, then the page of the current route, or Not Found. */
export function App() {
  return (
    <SWRConfig value={swrConfig}>
      <SiteHeader />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Switch>
          <Route path={pageRoutes.home} component={HomePage} />
          <Route path={pageRoutes.signIn} component={SignInPage} />
          <Route path={pageRoutes.register} component={RegisterPage} />
          <Route path={pageRoutes.signOut} component={SignOutPage} />
          <Route>
            <ErrorPage kind="notFound" />
          </Route>
        </Switch>
      </main>
    </SWRConfig>
  );
}
