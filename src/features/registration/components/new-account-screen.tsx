/**
 * The registration wizard at /new-account (spec 1 §2, §4): gateway, role, review, credentials,
 * then the success message. `login_challenge` travels through the gateway and back to login.
 */
import { Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useAtom } from "jotai";
import { useState } from "react";
import type { Globals } from "@/lib/api";
import { useDocumentTitle } from "@/lib/navigation/use-document-title";
import { storePendingCredentials } from "@/lib/session/pending-credentials";
import { wizardAtom } from "../state";
import { INITIAL_WIZARD, previousStep, type WizardStep } from "../wizard";
import { CredentialsStep } from "./credentials-step";
import { GatewayStep } from "./gateway-step";
import { RegistrationSuccess } from "./registration-success";
import { ReviewStep } from "./review-step";
import { RoleStep } from "./role-step";

const STEP_NUMBERS: Partial<Record<WizardStep, number>> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4 };

export function NewAccountScreen({ globals, challenge }: { globals: Globals; challenge: string | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [state, setState] = useAtom(wizardAtom);
  // Answer of the credentials check made on the way to step FOUR (shown on its fields).
  const [credentialsCheck, setCredentialsCheck] = useState<unknown>(null);
  useDocumentTitle(t`Create new account`);

  const backToLogin = () => {
    setState(INITIAL_WIZARD);
    if (challenge) void navigate({ to: "/login/oauth2/challenge", search: { login_challenge: challenge } });
    else void navigate({ href: "/login" });
  };
  const back = () => {
    const step = previousStep(state.step);
    if (step) return setState({ ...state, step });
    setState(INITIAL_WIZARD);
    void navigate({ href: "/" });
  };
  const stepNumber = STEP_NUMBERS[state.step];

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {t`Create new account`}
        </Heading>
        {stepNumber ? <Text color="fg.muted">{t`Step ${stepNumber} of 4`}</Text> : null}
      </Stack>
      {state.step === "ONE" || !state.identity ? (
        <GatewayStep challenge={challenge} onBackToLogin={backToLogin} />
      ) : state.step === "TWO" ? (
        <RoleStep globals={globals} state={state} onChange={setState} onBack={back} onNext={() => setState({ ...state, step: "THREE" })} />
      ) : state.step === "THREE" ? (
        <ReviewStep
          globals={globals}
          state={state}
          onBack={back}
          onChecked={(userName, problem) => {
            setCredentialsCheck(problem);
            setState({ ...state, step: "FOUR", userName });
          }}
        />
      ) : state.step === "FOUR" ? (
        <CredentialsStep
          state={state}
          initialProblem={credentialsCheck}
          onBack={back}
          onCreated={(created, password) => {
            storePendingCredentials({ username: created.userName, password });
            setState({ ...state, step: "SUCCESS", createdEmail: created.email });
          }}
        />
      ) : (
        <RegistrationSuccess email={state.createdEmail ?? ""} onBackToLogin={backToLogin} />
      )}
    </Stack>
  );
}
