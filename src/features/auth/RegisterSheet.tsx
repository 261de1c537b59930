import { useTranslation } from "next-i18next/pages";
import { useRouter } from "next/router";
import { type FormEvent, useId, useRef, useState } from "react";

import { buttonClass } from "@/components/ui/Button";
import { trackIdentity } from "@/lib/attribution/identity";
import { newPasswordRule, smsCodeRule } from "@/lib/auth/rules";
import { isSuccessCode } from "@/lib/http/client";
import { showToast } from "@/lib/toast";
import { usePromoteStore } from "@/stores/promote";

import * as api from "./api";
import { API_CODES, apiFailure } from "./api";
import styles from "./AuthSheet.module.scss";
import { type CodeRequestResult, Field, FormSubmit, PhoneField, SmsCodeField } from "./fields";
import { checkPhoneNumber } from "./phone";
import { type FormProps, tooSoon, useFieldErrors, useSubmitState } from "./form-kit";
import {
  attributionForSheet,
  completeRegistration,
  loadServiceInfo,
  runReloadSequence,
} from "./session";

/** Spec section 2: shown after a successful (non-activity) registration. */
export const REGISTER_SUCCESS_PATH = "/promote/mobile/success";

/** `registered`: the phone has an account (a login code was sent). `unknown`: the check failed. */
type Existing = "registered" | "unknown" | null;

/**
 * Register view (spec sections 2 and 4): phone, SMS code (the code request checks whether the
 * phone exists), optional password. Activity variant: the reload sequence and a lottery notice;
 * otherwise the success page.
 */
export function RegisterForm(props: FormProps) {
  const { t } = useTranslation("auth");
  const router = useRouter();
  const id = useId();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const { errors, setError, clear, edit, show } = useFieldErrors<
    "phone" | "code" | "password"
  >();
  const [existing, setExisting] = useState<Existing>(null);
  const { busy, formError, setFormError, run } = useSubmitState();
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const activity = props.variant === "activity";

  const requestCode = async (phone: string): Promise<CodeRequestResult> => {
    const answer = await props.captcha();
    if (!answer) return false;
    setFormError(null);
    setExisting(null);
    try {
      const response = await api.hasUserSendMessage(phone, answer);
      if (!isSuccessCode(response.code)) {
        // Spec section 5: a failed check counts as an existing account.
        setExisting("unknown");
        showToast("warning", t("message.accountCheckError"));
        return false;
      }
      if (response.exist) {
        // The service sent a login code instead: the visitor can log in with it.
        setExisting("registered");
        showToast("warning", t("message.phoneRegistered"));
        return true;
      }
      showToast("success", response.message || t("message.smsSent"));
      return true;
    } catch (error) {
      const wait = tooSoon(error, t("http.tooMany"));
      if (wait) return wait;
      const failure = apiFailure(error);
      // Too many requests, a failed captcha, a bad number: the request's fault, not the check's.
      if (failure.status !== null && failure.status < 500 && failure.message) {
        setFormError(failure.message);
        return false;
      }
      setExisting("unknown");
      showToast("warning", t("message.accountCheckError"));
      return false;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // The phone check may load the phone library: inside run(), so the form is busy meanwhile.
    void run(async () => {
      const phone = await checkPhoneNumber(props.phone, props.country);
      const smsCode = smsCodeRule(code);
      const passwordMode = props.password ?? "optional";
      const secret =
        password || passwordMode === "required"
          ? newPasswordRule(password)
          : { value: "", error: null };
      show(
        { phone: phone.error, code: smsCode.error, password: secret.error },
        { phone: phoneRef, code: codeRef, password: passwordRef },
      );
      if (phone.error !== null || smsCode.error !== null || secret.error !== null)
        return;
      let response: Awaited<ReturnType<typeof api.registerUser>>;
      try {
        response = await api.registerUser(
          {
            account: phone.value,
            code: smsCode.value,
            password: secret.value || undefined,
          },
          attributionForSheet(props),
        );
      } catch (error) {
        if (apiFailure(error).code === API_CODES.phoneRegistered)
          setExisting("registered");
        throw error;
      }
      if (!isSuccessCode(response.code) || !response.data) {
        setFormError(response.message || t("message.requestFailed"));
        return;
      }
      completeRegistration(response.data);
      trackIdentity("registration", response);
      if (activity) {
        await runReloadSequence();
        props.onFinished();
        // The lottery notice only when the registration did give a draw (the campaign may have ended).
        showToast(
          "success",
          t(
            response.lotteryChances
              ? "message.activityRegistered"
              : "message.registered",
          ),
        );
        return;
      }
      await loadServiceInfo();
      // The success page's "Back to the page" returns here (the page the sheet/form is open on).
      usePromoteStore.getState().setRegisterFrom(router.asPath);
      props.onFinished();
      await router.push(props.successPath ?? REGISTER_SUCCESS_PATH);
    });
  };

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PhoneField
          formId={id}
          country={props.country}
          onCountry={props.onCountry}
          value={props.phone}
          onChange={(value) => {
            props.onPhone(value);
            clear("phone");
            setExisting(null);
          }}
          error={errors.phone}
          inputRef={phoneRef}
        />
        <SmsCodeField
          formId={id}
          value={code}
          onChange={edit("code", setCode)}
          error={errors.code}
          inputRef={codeRef}
          phone={props.phone}
          country={props.country}
          phoneRef={phoneRef}
          onPhoneError={(key) => setError("phone", key)}
          request={requestCode}
        />
        {existing ? (
          <div className={styles.notice} data-testid="phone-registered">
            <p>
              {existing === "registered"
                ? t("sheet.phoneRegisteredHint")
                : t("message.accountCheckError")}
            </p>
            <button
              type="button"
              className={buttonClass({ variant: "secondary", small: true })}
              onClick={() => props.navigate("login", { tab: "sms" })}
            >
              {t("sheet.switchToLogin")}
            </button>
          </div>
        ) : null}
        {props.password === "hidden" ? null : (
          <Field
            id={`${id}-password`}
            label={t(
              props.password === "required"
                ? "sheet.registerPasswordRequired"
                : "sheet.registerPassword",
            )}
            value={password}
            onChange={edit("password", setPassword)}
            error={errors.password}
            inputRef={passwordRef}
            type="password"
            autoComplete="new-password"
            maxLength={16}
            placeholder={t("sheet.registerPasswordPlaceholder")}
          />
        )}
        <FormSubmit
          busy={busy}
          error={formError}
          label={t("sheet.registerNow")}
        />
      </form>
      <p className={styles.switchLine}>
        {t("sheet.haveAccount")}{" "}
        <button
          type="button"
          className={buttonClass({ variant: "link", className: styles.linkButton })}
          onClick={() => props.navigate("login", { tab: "sms" })}
        >
          {t("sheet.toLogin")}
        </button>
      </p>
    </>
  );
}
