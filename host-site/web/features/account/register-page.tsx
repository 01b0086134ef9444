import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { register } from '../../../../src/contracts/account';
import { baseInfo } from '../../../../src/contracts/valve';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { useCallQuery } from '../../lib/call-queries';
import { AccountField } from './account-field';
import { registerForm } from './account-form-schemas';
import { accountStyles } from './account.styles';
import { CountryField } from './country-field';
import { FormFooter } from './form-footer';
import { NewPasswordFields } from './new-password-fields';
import { useAccountForm } from './use-account-form';
import { useAccountPage } from './use-account-page';
import { useLeaveAfterSignIn } from './use-leave-after-sign-in';
import { VerificationFields } from './verification-fields';
import { shownInForm } from './use-form-request';

/** /register: a new account, proven by a code sent to its email or mobile, signed in at once. */
export function RegisterPage() {
  const { redirect, t, api, state, notifications, request } = useAccountPage();
  const leave = useLeaveAfterSignIn(redirect);
  const base = useCallQuery(baseInfo, {});
  const form = useAccountForm(registerForm, {
    account: '',
    password: '',
    confirmPassword: '',
    country: state.session.country.value ?? '',
    verifyType: 'Email',
    target: '',
    code: '',
  });

  // Without a country of their own, the user starts from the one the server detected.
  const detected = base.data !== undefined ? String(base.data.country.Id) : undefined;
  const { values, set } = form;
  useEffect(() => {
    if (detected && values.country === '') set('country', detected);
  }, [detected]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the detected country arrives

  const submit = form.submit((values) => {
    const country = base.data !== undefined ? base.data.countryList.find((one) => String(one.Id) === values.country) : undefined;
    const contact = values.verifyType === 'Phone' ? { phone: values.target } : { email: values.target.trim() };
    void request.run(async () => {
      const signedIn = await api.call(register, {
        body: {
          account: values.account,
          password: values.password,
          confirmPassword: values.confirmPassword,
          country: values.country,
          region: country?.Location ?? '',
          verifyType: values.verifyType === 'Phone' ? 'Phone' : 'Email',
          ...contact,
          code: values.code.trim(),
        },
      }, shownInForm);
      state.signIn(signedIn);
      notifications.success(t('message.registered', { name: signedIn.Profile.UserName }));
      leave();
    });
  });

  return (
    <div css={accountStyles.page}>
      <PageHeading>{t('title.register')}</PageHeading>
      <form css={accountStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <AccountField label={t('field.account')} binding={form.field('account')} hint={t('hint.account')} autoComplete="username" />
        <NewPasswordFields form={form} label={t('field.password')} />
        <CountryField binding={form.field('country')} countries={base.data !== undefined ? base.data.countryList : []} />
        <VerificationFields form={form} purpose="register" request={request} />
        <FormFooter request={request} submit={t('action.register')}
          links={<Link to={paths.login} search={{ redirect }}>{t('action.toLogin')}</Link>} />
      </form>
    </div>
  );
}
