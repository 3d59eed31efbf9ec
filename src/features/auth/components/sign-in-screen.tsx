/**
 * Sign-in (spec 1 §2; DECISIONS flows 1, 2 and 4). Without a login challenge the page
 * fetches one (full-page redirect through ipo.loginRedirectUrl). The form posts the
 * credentials with the challenge; the gateway option starts the e-government sign-in.
 */
import { Alert, Box, Button, Field, Heading, Input, Link, Separator, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState, type FormEvent } from "react";
import { NavLink } from "@/components/nav/nav-link";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { ApiError, type Globals } from "@/lib/api";
import { useTranslateKey } from "@/lib/i18n";
import { useGatewayLoginMutation, useSsoLoginMutation } from "../api/use-sign-in-mutations";
import { storePendingCredentials } from "../pending-credentials";
import { PASSWORD_MAX, USERNAME_MAX, validateSignIn, type SignInErrors } from "../sign-in-rules";

const REMEMBERED_USERNAME = "ipo.loginUsername";

export interface SignInSearch {
  login_challenge?: string;
  error?: string;
  errorMessageKey?: string;
  username?: string;
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

  const [online, setOnline] = useState(() => navigator.onLine);

  // No challenge yet: obtain one from the server (it redirects back here with it). Offline
  // that navigation would end on the browser's error page, so wait for the connection.
  useEffect(() => {
    if (challenge) return;
    const fetchChallenge = () => window.location.assign(globals.ipo.loginRedirectUrl);
    if (navigator.onLine) {
      fetchChallenge();
      return;
    }
    const back = () => {
      setOnline(true);
      fetchChallenge();
    };
    window.addEventListener("online", back, { once: true });
    return () => window.removeEventListener("online", back);
  }, [challenge, globals.ipo.loginRedirectUrl]);

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

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {t`Please add your information to log in`}
      </Heading>
      {!online && !challenge ? (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Title>{t`You are offline. Signing in needs a connection; this page continues by itself when you are back online.`}</Alert.Title>
        </Alert.Root>
      ) : null}
      {failure ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{tk(failure)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Box asChild>
        <form onSubmit={submit} noValidate aria-label={t`Log in`}>
        <Stack gap="4">
          <Field.Root invalid={Boolean(errors.username)} required>
            <Field.Label>{t`Your email`}</Field.Label>
            <Input
              name="username"
              type="text"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={USERNAME_MAX}
              value={values.username}
              onChange={(event) => setValues({ ...values, username: event.target.value })}
              onBlur={() => blur("username")}
            />
            {errors.username ? <Field.ErrorText>{tk(errors.username)}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.password)} required>
            <Field.Label>{t`Password`}</Field.Label>
            <Input
              name="password"
              type="password"
              autoComplete="current-password"
              maxLength={PASSWORD_MAX}
              value={values.password}
              onChange={(event) => setValues({ ...values, password: event.target.value })}
              onBlur={() => blur("password")}
            />
            {errors.password ? <Field.ErrorText>{tk(errors.password)}</Field.ErrorText> : null}
          </Field.Root>
          <Link asChild alignSelf="start" color="brand.fg" fontSize="sm">
            <NavLink href="/forgotten-login">{t`Forgot my password`}</NavLink>
          </Link>
          <Button type="submit" colorPalette="brand" size="lg" loading={login.isPending} disabled={!challenge}>
            {t`Log in into my user area`}
          </Button>
        </Stack>
        </form>
      </Box>
      <Stack direction="row" align="center" gap="3" aria-hidden="true">
        <Separator flex="1" />
        <Text color="fg.muted" fontSize="sm">
          {t`or`}
        </Text>
        <Separator flex="1" />
      </Stack>
      <Button variant="outline" size="lg" onClick={startGateway} loading={gateway.isPending} disabled={!challenge}>
        {t`Log in through the e-government gateway`}
      </Button>
      <Text fontSize="sm">
        {t`No account yet?`}{" "}
        <Link asChild color="brand.fg">
          <NavLink href={challenge ? `/new-account?${new URLSearchParams({ login_challenge: challenge }).toString()}` : "/new-account"}>
            {t`Create new account`}
          </NavLink>
        </Link>
      </Text>
    </Stack>
  );
}
