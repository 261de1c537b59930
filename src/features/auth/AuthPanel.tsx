import { Trans, useTranslation } from "next-i18next/pages";
import { useEffect, useRef, useState } from "react";

import { buttonClass } from "@/components/ui/Button";

import { type LoginTab, type SheetRequest, type SheetView, stepAfterLogin } from "./auth-ui";
import styles from "./AuthSheet.module.scss";
import type { FormProps } from "./form-kit";
import { finishLogin, LoginForm, type LoginStepProps, type PendingLogin } from "./LoginSheet";
import { AccountSelect, AuthSuccess } from "./LoginSteps";
import { usePhoneCountry } from "./phone";
import { type PolicyKind, PolicyModal } from "./PolicyModal";
import { RegisterForm } from "./RegisterSheet";
import { ResetPasswordForm } from "./ResetPasswordForm";
import { useCaptcha } from "./SliderCaptcha";

const BENEFITS = ["membership", "tips", "rankings", "mentor"] as const;
/** Views whose title is their own (the others: login, register, the activity variant). */
const STEP_TITLES: Partial<Record<SheetView, string>> = {
  auth_success: "steps.authSuccessTitle",
  account_select: "steps.accountSelectTitle",
  reset: "sheet.resetTitle",
};

type Props = {
  request: SheetRequest;
  /** id of the title, which names the dialog (or the page section). */
  titleId: string;
  /** Logged in or registered. */
  onFinished(): void;
  /** h1 on the /login and /register pages, h2 in the modal. */
  headingLevel?: 1 | 2;
  /** Inside a landing page's own section: the form without the benefits column. */
  compact?: boolean;
};

/**
 * The login / register / reset-password sheet's content (spec section 2), shown in a modal
 * (AuthSheet) or inline on /login and /register: a benefits column, the title, the view's
 * form, the agreement line, and the captcha and policy dialogs above it.
 */
export function AuthPanel({
  request,
  titleId,
  onFinished,
  headingLevel = 2,
  compact = false,
}: Props) {
  const { t } = useTranslation("auth");
  const [view, setView] = useState<SheetView>(request.view);
  const [tab, setTab] = useState<LoginTab>(request.tab);
  const [phone, setPhone] = useState(request.phone ?? "");
  const [country, setCountry] = usePhoneCountry();
  const [policy, setPolicy] = useState<PolicyKind | null>(null);
  /** An accepted login shown at auth_success / account_select (its credential unspent). */
  const [pending, setPending] = useState<PendingLogin | null>(null);
  const { captcha, element: captchaElement } = useCaptcha();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);
  const activity = request.variant === "activity";

  // After switching views, screen-reader and keyboard users start again at the new title.
  useEffect(() => {
    if (switched.current) titleRef.current?.focus();
  }, [view]);

  const navigate: FormProps["navigate"] = (next, options) => {
    switched.current = true;
    if (options?.tab) setTab(options.tab);
    setView(next);
  };

  const onStep: LoginStepProps["onStep"] = (step, login) => {
    setPending(login);
    navigate(step);
  };

  /** The session for the chosen account (null: the seller's own); false when none started; an expired login goes back to the form. */
  const enter = async (subAccountId: number | null = null) => {
    if (!pending) return false;
    const entered = await finishLogin(pending, { onFinished }, t, subAccountId);
    if (entered === "expired") navigate("login");
    return entered;
  };

  /** After auth_success: account_select for a team member, else the session (none: back to the login form). */
  const afterAuthSuccess = async () => {
    if (pending && stepAfterLogin(pending.login) === "account_select") navigate("account_select");
    else if (!(await enter())) navigate("login");
  };

  const stepTitle = STEP_TITLES[view];
  const title = stepTitle
    ? t(stepTitle)
    : activity
      ? t("sheet.activityTitle")
      : view === "register"
        ? t("sheet.registerTitle")
        : t("sheet.loginTitle");
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const formProps: FormProps = {
    phone,
    onPhone: setPhone,
    country,
    onCountry: setCountry,
    captcha,
    variant: request.variant,
    activityId: request.activityId,
    successPath: request.successPath,
    password: request.password,
    navigate,
    onFinished,
  };
  const policyButton = (kind: PolicyKind) => (
    <button
      type="button"
      className={buttonClass({ variant: 'link' })}
      onClick={() => setPolicy(kind)}
      data-testid={`open-${kind}`}
    />
  );

  return (
    <div
      className={styles.panel}
      data-view={view}
      data-compact={compact || undefined}
    >
      {compact ? null : (
        <aside className={styles.aside}>
          {/* The product at a glance, above what an account brings. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG; the optimizer adds nothing */}
          <img
            className={styles.asideVisual}
            src="/images/hero-workbench.svg"
            alt=""
            width={560}
            height={420}
            decoding="async"
          />
          <p className={styles.asideTitle}>
            {view === "register"
              ? t("sheet.asideRegisterTitle")
              : t("sheet.asideTitle")}
          </p>
          <p className={styles.asideSubtitle}>
            {view === "register"
              ? t("sheet.asideRegisterSubtitle")
              : t("sheet.asideSubtitle")}
          </p>
          <ul className={styles.benefits}>
            {BENEFITS.map((key) => (
              <li key={key}>{t(`guide.${key}`)}</li>
            ))}
          </ul>
        </aside>
      )}
      <div className={styles.main}>
        <Heading
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          className={styles.title}
        >
          {title}
        </Heading>
        {view === "login" ? (
          <LoginForm {...formProps} tab={tab} onTab={setTab} onStep={onStep} />
        ) : null}
        {view === "auth_success" && pending ? (
          <AuthSuccess onContinue={afterAuthSuccess} />
        ) : null}
        {view === "account_select" && pending ? (
          <AccountSelect pending={pending} onChoose={enter} />
        ) : null}
        {view === "register" ? <RegisterForm {...formProps} /> : null}
        {view === "reset" ? <ResetPasswordForm {...formProps} /> : null}
        {view === "login" || view === "register" ? (
          <p className={styles.agreement}>
            <Trans
              t={t}
              i18nKey={
                view === "register"
                  ? "sheet.registerAgreement"
                  : "sheet.agreement"
              }
              components={{
                agreement: policyButton("agreement"),
                privacy: policyButton("privacy"),
              }}
            />
          </p>
        ) : null}
      </div>
      {captchaElement}
      {policy ? (
        <PolicyModal kind={policy} onClose={() => setPolicy(null)} />
      ) : null}
    </div>
  );
}
