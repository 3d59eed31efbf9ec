/**
 * Sign-in (spec 1 §2; DECISIONS flows 1, 2 and 4). Without a login challenge the page
 * fetches one (full-page redirect through ipo.loginRedirectUrl). The form posts the
 * credentials with the challenge; the gateway option starts the e-government sign-in.
 * "Create new account" carries the challenge into registration (DECISIONS flow 5), so, like
 * both buttons, it is not actionable without one: in the prerendered markup (a tap before the
 * app has taken over would load /new-account without it) and while the challenge is fetched.
 * Plain HTML and CSS (./plain-controls.tsx): the first page most visitors load carries no
 * Chakra; submitting starts loading it for the signed-in area that follows. Offline it shows no
 * form (signing in needs the office) and continues by itself when the connection returns.
 */
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState, type FormEvent } from "react";
import { loadDesignSystem } from "@/components/design-system/chakra-root";
import { SpaLink } from "@/components/nav/spa-link";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { ApiError, type Globals } from "@/lib/api";
import { useTranslateKey } from "@/lib/i18n";
import { useGatewayLoginMutation, useSsoLoginMutation } from "../api/use-sign-in-mutations";
import { storePendingCredentials } from "../pending-credentials";
import { PlainAlert, PlainButton, PlainField } from "./plain-controls";
import { QueuedWorkNotice } from "./queued-work-notice";
import { PASSWORD_MAX, USERNAME_MAX, validateSignIn, type SignInErrors } from "../sign-in-rules";

const REMEMBERED_USERNAME = "ipo.loginUsername";

export interface SignInSearch {
  login_challenge?: string;
  error?: string;
  errorMessageKey?: string;
  username?: string;
}

/** The browser's connection, following its `online`/`offline` events. */
function useBrowserOnline(): boolean {
  const [online, setOnline] = useState(() => typeof navigator === "undefined" || navigator.onLine !== false);
  useEffect(() => {
    const follow = () => setOnline(navigator.onLine);
    window.addEventListener("online", follow);
    window.addEventListener("offline", follow);
    follow();
    return () => {
      window.removeEventListener("online", follow);
      window.removeEventListener("offline", follow);
    };
  }, []);
  return online;
}

export function SignInScreen({ globals, search }: { globals: Globals; search: SignInSearch }) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const navigate = useNavigate();
  const showError = useShowError();
  const challenge = search.login_challenge;
  const [values, setValues] = useState(() => ({
    username: search.username ?? sessionStorage.getItem(REMEMBERED_USERNAME) ?? "",
    password: "",
  }));
  const [errors, setErrors] = useState<SignInErrors>({});
  const [failure, setFailure] = useState<string | null>(search.errorMessageKey ?? null);
  const login = useSsoLoginMutation();
  const gateway = useGatewayLoginMutation();

  const online = useBrowserOnline();

  // No challenge yet: obtain one from the server (it redirects back here with it). Offline
  // that navigation would end on the browser's error page, so it waits for the connection.
  useEffect(() => {
    if (!challenge && online) window.location.assign(globals.ipo.loginRedirectUrl);
  }, [challenge, online, globals.ipo.loginRedirectUrl]);

  const restartWithNewChallenge = () => {
    sessionStorage.setItem(REMEMBERED_USERNAME, values.username);
    window.location.assign(globals.ipo.loginRedirectUrl);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignIn(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || !challenge) return;
    setFailure(null);
    // The signed-in area needs the design system: fetch it while the server checks the password.
    void loadDesignSystem();
    login.mutate(
      { username: values.username.trim(), password: values.password, challenge },
      {
        onSuccess: () => sessionStorage.removeItem(REMEMBERED_USERNAME),
        onError: (error) => {
          if (!(error instanceof ApiError) || error.kind !== "http") return showError(error);
          if (error.description === "login.challenge.invalid") return restartWithNewChallenge();
          if (error.description === "account.not.verified") {
            storePendingCredentials({ username: values.username.trim(), password: values.password });
            void navigate({ href: "/registration/verify" });
            return;
          }
          setFailure(error.description);
          setValues((current) => ({ ...current, password: "" }));
        },
      },
    );
  };

  const startGateway = () => {
    if (!challenge) return;
    gateway.mutate(challenge, { onError: (error) => showError(error) });
  };

  const blur = (name: keyof SignInErrors) => setErrors((current) => ({ ...current, [name]: validateSignIn(values)[name] }));

  // Offline, signing in cannot work: the page says so instead of a form, and shows the form by
  // itself when the connection is back.
  if (!online) {
    return (
      <div className="ipo-stack">
        <h1 className="ipo-heading">{t`Log in to your user area`}</h1>
        <QueuedWorkNotice />
        <div data-testid="sign-in-offline">
          <PlainAlert status="warning">
            {t`You are offline. Signing in needs a connection to the office; this page continues by itself when you are back online.`}
          </PlainAlert>
        </div>
      </div>
    );
  }

  return (
    <div className="ipo-stack">
      <h1 className="ipo-heading">{t`Log in to your user area`}</h1>
      <QueuedWorkNotice />
      {failure ? <PlainAlert status="error">{tk(failure)}</PlainAlert> : null}
      <form className="ipo-stack ipo-stack--tight" onSubmit={submit} noValidate aria-label={t`Log in`}>
        <PlainField
          label={t`User name or e-mail`}
          error={errors.username ? tk(errors.username) : undefined}
          name="username"
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={USERNAME_MAX}
          value={values.username}
          onChange={(event) => setValues({ ...values, username: event.target.value })}
          onBlur={() => blur("username")}
        />
        <PlainField
          label={t`Password`}
          error={errors.password ? tk(errors.password) : undefined}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX}
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
          onBlur={() => blur("password")}
        />
        <SpaLink className="ipo-link ipo-text" href="/forgotten-login">
          {t`Forgot my password`}
        </SpaLink>
        <PlainButton type="submit" variant="solid" busy={login.isPending} disabled={!challenge}>
          {t`Log in`}
        </PlainButton>
      </form>
      <div className="ipo-divider" aria-hidden="true">
        {t`or`}
      </div>
      <PlainButton type="button" variant="outline" onClick={startGateway} busy={gateway.isPending} disabled={!challenge}>
        {t`Log in through the e-government gateway`}
      </PlainButton>
      <p className="ipo-text">
        {t`No account yet?`}{" "}
        {challenge ? (
          <SpaLink className="ipo-link" href={`/new-account?${new URLSearchParams({ login_challenge: challenge }).toString()}`}>
            {t`Create new account`}
          </SpaLink>
        ) : (
          // A disabled link (no href) until the challenge is known, like the buttons above.
          <a className="ipo-link" role="link" aria-disabled="true">
            {t`Create new account`}
          </a>
        )}
      </p>
    </div>
  );
}
