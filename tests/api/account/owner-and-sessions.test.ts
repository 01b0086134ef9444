// Account changes that need the owner, and registration that tells nobody who exists (issue 24), on SQLite and on
// PostgreSQL: the takeover path of a stolen token closed (no change of contact without the current password, the old
// address told), sessions with an absolute end besides the idle one (the server's clock, no waiting), a member's
// list of sessions that only he sees and ends, a password change that ends the others, common and leaked passwords
// refused, and getloginauth's rows bounded under a burst.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contracts/envelope';
import type { Profile, SignedIn } from '../../../src/contracts/schemas/account';
import type { MemberSession } from '../../../src/contracts/schemas/user';
import { envelopeOf, get, post } from '../helper';
import { wrongCodeFor } from './answer-cases';
import { accountApps, bearer, emailCode, loginBody, signIn, startMailbox, strongPassword, TestClock } from './account-helper';

const mailbox = await startMailbox();
const clock = new TestClock();
const apps = await accountApps(mailbox, clock);
const minute = 60_000;
const day = 86_400_000;
let serial = 0;

describe.each(apps)('%s', (database, app) => {
  /** A fresh address and login name each time: codes are limited per address, registrations per client address. */
  const fresh = (name: string) => {
    serial += 1;
    return { account: `${name}_${serial}`, email: `${name}.${serial}.${database.toLowerCase()}@example.com` };
  };
  const from = (address: string, headers: Record<string, string> = {}) => ({ remoteAddress: address, headers });

  async function register(name: string, password = strongPassword, headers: Record<string, string> = {}) {
    const { account, email } = fresh(name);
    const code = await emailCode(app, mailbox, email, 'register');
    const body = { account, password, confirmPassword: password, country: 'China', region: 'CHINA', verifyType: 'Email', email, code };
    const answer = envelopeOf<SignedIn>(await app.inject({ method: 'POST', url: '/api/authorize/register', payload: body, ...from(`198.51.100.${serial % 250}`, headers) }));
    if (answer.Result !== 0) throw new Error(`register ${account}: ${answer.ErrorMsg}`);
    return { account, email, token: answer.Data!.Token };
  }
  const changeContact = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    post(app, '/api/authorize/changecontact', body, { ...bearer(token), ...headers });
  const profile = async (token: string) => envelopeOf<Profile>(await get(app, '/api/authorize/profile', {}, bearer(token)));
  const sessionsOf = async (token: string) => envelopeOf<{ sessions: MemberSession[] }>(await get(app, '/api/user/sessions', {}, bearer(token)));

  describe('a change of email or phone needs the owner', () => {
    it('is refused without the current password and with a wrong one; the code still serves the owner', async () => {
      const { token } = await register('tom');
      const target = fresh('newtom').email;
      const code = await emailCode(app, mailbox, target, 'changeEmail');
      const missing = await changeContact(token, { verifyType: 'Email', target, code });
      expect(missing.statusCode).toBe(400);
      expect(envelopeOf(missing)).toMatchObject({ Result: ResultCode.invalidInput, ErrorMsg: 'Invalid input: password is required' });
      const empty = envelopeOf(await changeContact(token, { verifyType: 'Email', target, code, password: '' }));
      expect(empty).toMatchObject({ Result: ResultCode.invalidInput, ErrorMsg: 'Invalid input: Please enter your current password' });
      const wrong = envelopeOf(await changeContact(token, { verifyType: 'Email', target, code, password: 'Wrong#Password1' }));
      expect(wrong).toEqual({ Result: ResultCode.failed, Data: null, ErrorMsg: 'The current password is wrong' });
      expect((await profile(token)).Data!.Email).not.toBe(`${target[0]}***@example.com`);
      const changed = envelopeOf<Profile>(await changeContact(token, { verifyType: 'Email', target, code, password: strongPassword }));
      expect(changed).toMatchObject({ Result: 0, Data: { Email: `${target[0]}***@example.com` } });
    });

    it('tells the old address, in the language of the last sign-in, without the new address in full', async () => {
      const { account, email, token } = await register('una');
      const german = envelopeOf<SignedIn>(await signIn(app, account, strongPassword, { lang: 'de' })).Data!.Token;
      const target = fresh('una.new').email;
      const code = await emailCode(app, mailbox, target, 'changeEmail');
      expect(envelopeOf(await changeContact(token, { verifyType: 'Email', target, code, password: strongPassword })).Result).toBe(0);
      const notice = await mailbox.nextMail(email);
      expect(notice.subject).toBe('Die E-Mail-Adresse Ihres Valve-Selector-Kontos wurde geändert');
      expect(notice.text).toContain(`${target[0]}***@example.com`);
      expect(notice.text).not.toContain(target);
      // The new address is the account's now: the stolen-token path (move the email, then reset) needs the password.
      expect(envelopeOf(await signIn(app, target, strongPassword)).Result).toBe(0);
      expect((await profile(german)).Result).toBe(0);
    });

    it('ends the session after 5 wrong passwords, exactly, for 12 sent at once with a stolen token', async () => {
      const { account, email, token } = await register('vic');
      const owner = envelopeOf<SignedIn>(await signIn(app, account, strongPassword)).Data!.Token;
      const target = fresh('thief').email;
      const guesses = Array.from({ length: 12 }, (_, i) => changeContact(token, { verifyType: 'Email', target, code: '123456', password: `Guess#${i}Password` }));
      const answers = (await Promise.all(guesses)).map((response) => envelopeOf(response));
      expect(answers.filter((answer) => answer.ErrorMsg === 'The current password is wrong')).toHaveLength(5);
      const ended = answers.filter((answer) => answer.Result === ResultCode.tokenInvalid);
      expect(ended).toHaveLength(7);
      expect(new Set(ended.map((answer) => answer.ErrorMsg)).size).toBeLessThanOrEqual(2);
      // The stolen token is worth nothing now, even with the right password; the owner's own session goes on.
      expect(envelopeOf(await changeContact(token, { verifyType: 'Email', target, code: '123456', password: strongPassword })).Result).toBe(ResultCode.tokenInvalid);
      expect((await profile(owner)).Data!.Email).toBe(`${email[0]}***@example.com`);
    });
  });

  describe('sessions', () => {
    it('end 90 days after sign-in however much they are used, and 30 days after their last use', async () => {
      const { account } = await register('wes');
      const busy = envelopeOf<SignedIn>(await signIn(app, account, strongPassword)).Data!.Token;
      const idle = envelopeOf<SignedIn>(await signIn(app, account, strongPassword)).Data!.Token;
      for (let i = 0; i < 3; i++) {
        clock.advance(29 * day);
        expect((await profile(busy)).Result, `day ${29 * (i + 1)}`).toBe(0);
      }
      // Day 87: the busy one was used 0 days ago, the idle one 87 days ago.
      expect((await profile(idle)).Result).toBe(ResultCode.tokenExpired);
      clock.advance(3 * day - minute);
      expect((await profile(busy)).Result).toBe(0);
      clock.advance(minute);
      expect((await profile(busy)).Result).toBe(ResultCode.tokenExpired);
    });

    it('are listed to their member only, with device, address and times, the current one marked', async () => {
      const { account, token } = await register('xia');
      const phone = envelopeOf<SignedIn>(
        await app.inject({ method: 'POST', url: '/api/authorize/login', payload: await loginBody(app, account, strongPassword), ...from('203.0.113.9', { 'user-agent': 'Phone/1.0' }) }),
      ).Data!.Token;
      const stranger = await register('yan');
      const listed = await sessionsOf(phone);
      expect(listed.Result).toBe(0);
      expect(listed.Data!.sessions).toHaveLength(2);
      // The network, not the machine (issue 38): what a stolen token reads of where its owner signs in.
      expect(listed.Data!.sessions[0]).toMatchObject({ current: true, userAgent: 'Phone/1.0', address: '203.0.113.x' });
      expect(listed.Data!.sessions[1]).toMatchObject({ current: false });
      for (const session of listed.Data!.sessions) expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.parse(session.lastUsedAt));
      const ids = listed.Data!.sessions.map((session) => session.id);
      expect((await sessionsOf(stranger.token)).Data!.sessions.map((session) => session.id).filter((id) => ids.includes(id))).toEqual([]);
      // Nobody but the member ends them: another member's id is answered as an unknown one.
      const foreign = envelopeOf(await post(app, '/api/user/endsession', { id: ids[1] }, bearer(stranger.token)));
      expect(foreign).toEqual({ Result: ResultCode.failed, Data: null, ErrorMsg: 'No such session: it may have ended already' });
      expect((await profile(token)).Result).toBe(0);
      expect(envelopeOf(await post(app, '/api/user/endsession', { id: ids[1] })).Result).toBe(ResultCode.signedOut);
      const left = envelopeOf<{ sessions: MemberSession[] }>(await post(app, '/api/user/endsession', { id: ids[1] }, bearer(phone)));
      expect(left.Data!.sessions.map((session) => session.id)).toEqual([ids[0]]);
      expect((await profile(token)).Result).toBe(ResultCode.tokenInvalid);
    });

    it('show an IPv6 sign-in by its /48 and an IPv4-mapped one by its /24', async () => {
      const { account } = await register('yun');
      for (const [address, shown] of [['2001:db8:1:2::5', '2001:db8:1::/48'], ['2001:db8::1', '2001:db8::/48'], ['::ffff:192.0.2.77', '192.0.2.x']] as const) {
        const signedIn = envelopeOf<SignedIn>(await app.inject({ method: 'POST', url: '/api/authorize/login', payload: await loginBody(app, account, strongPassword), ...from(address) }));
        const listed = await sessionsOf(signedIn.Data!.Token);
        expect(listed.Data!.sessions.find((session) => session.current)!.address).toBe(shown);
      }
    });

    it('all but the current one end on request', async () => {
      const { account, token } = await register('zoe');
      const others = await Promise.all([1, 2, 3].map(async () => envelopeOf<SignedIn>(await signIn(app, account, strongPassword)).Data!.Token));
      expect(envelopeOf(await post(app, '/api/user/endothersessions', {}, bearer(token)))).toEqual({ Result: 0, Data: { ended: 3 }, ErrorMsg: '' });
      for (const other of others) expect((await profile(other)).Result).toBe(ResultCode.tokenInvalid);
      expect((await sessionsOf(token)).Data!.sessions).toHaveLength(1);
    });

    // Issue 38: a stolen token alone could sign the owner out everywhere, and he was not told.
    it('all but the current one end only with the password once the sign-in is over 5 minutes old, and the owner is told', async () => {
      const { account, email, token } = await register('una');
      const others = await Promise.all([1, 2].map(async () => envelopeOf<SignedIn>(await signIn(app, account, strongPassword)).Data!.Token));
      clock.advance(5 * minute + 1_000);
      const endOthers = (body?: object) => post(app, '/api/user/endothersessions', body, bearer(token));
      expect(envelopeOf(await endOthers())).toEqual({ Result: ResultCode.failed, Data: null, ErrorMsg: 'Please enter your current password to sign out everywhere else' });
      expect(envelopeOf(await endOthers({ password: 'Wrong#Password1' }))).toEqual({ Result: ResultCode.failed, Data: null, ErrorMsg: 'The current password is wrong' });
      for (const other of others) expect((await profile(other)).Result).toBe(0);
      expect(envelopeOf(await endOthers({ password: strongPassword }))).toEqual({ Result: 0, Data: { ended: 2 }, ErrorMsg: '' });
      for (const other of others) expect((await profile(other)).Result).toBe(ResultCode.tokenInvalid);
      const notice = await mailbox.nextMail(email);
      expect(notice.subject).toBe('Your Valve Selector account was signed out on other devices');
      expect(notice.text).toContain('signed out on 2 other device(s)');
    });

    it('a burst of 30 guesses at once through a stolen token checks 5 passwords, ends that token and no other', async () => {
      const { account, token: owner } = await register('vic');
      const stolen = envelopeOf<SignedIn>(await signIn(app, account, strongPassword)).Data!.Token;
      clock.advance(5 * minute + 1_000);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) => post(app, '/api/user/endothersessions', { password: `Guess#${index}Word` }, bearer(stolen)).then(envelopeOf)),
      );
      expect(answers.filter((answer) => answer.ErrorMsg === 'The current password is wrong')).toHaveLength(5);
      expect(answers.filter((answer) => answer.Result === ResultCode.tokenInvalid)).toHaveLength(25);
      expect((await profile(stolen)).Result).toBe(ResultCode.tokenInvalid);
      expect((await profile(owner)).Result).toBe(0);
    });
  });

  describe('a password change', () => {
    const newPassword = 'Brand#New7pass';

    it('needs the current password, ends every other session, keeps this one, and tells the account', async () => {
      const { account, email, token } = await register('abe');
      const others = await Promise.all([1, 2].map(async () => envelopeOf<SignedIn>(await signIn(app, account, strongPassword)).Data!.Token));
      const change = (password: string) => post(app, '/api/user/changepassword', { password, newPassword, confirmPassword: newPassword }, bearer(token));
      expect(envelopeOf(await change('Wrong#Password1')).ErrorMsg).toBe('The current password is wrong');
      expect(envelopeOf(await change(strongPassword))).toEqual({ Result: 0, Data: { changed: true, ended: 2 }, ErrorMsg: '' });
      for (const other of others) expect((await profile(other)).Result).toBe(ResultCode.tokenInvalid);
      expect((await profile(token)).Result).toBe(0);
      expect(envelopeOf(await signIn(app, account, strongPassword)).Result).toBe(ResultCode.failed);
      expect(envelopeOf(await signIn(app, account, newPassword)).Result).toBe(0);
      expect((await mailbox.nextMail(email)).subject).toBe('The password of your Valve Selector account was changed');
    });
  });

  describe('common and leaked passwords', () => {
    // P@ssw0rd meets SPEC §5's rule (8 characters, upper and lower case, a digit, a special character) and is in the
    // leaked-password list; Password1! and Dragon2024# are listed words with digits and symbols added around them.
    const leaked = 'Invalid input: This password is too common: it appears in lists of leaked passwords. Please choose another';

    it.each(['P@ssw0rd', 'Password1!', 'Dragon2024#'])('refuses %s at registration, reset and change', async (password) => {
      const { account, email } = fresh('leak');
      const registration = { account, password, confirmPassword: password, country: 'China', verifyType: 'Email', email, code: '123456' };
      const registered = await post(app, '/api/authorize/register', registration);
      expect(registered.statusCode).toBe(400);
      expect(envelopeOf(registered).ErrorMsg).toBe(leaked);
      expect(envelopeOf(registered).Detail).toEqual({ code: 'passwordCommon', field: 'password' });
      const reset = await post(app, '/api/authorize/resetaccount?verifyType=Email', { target: email, code: '123456', password, confirmPassword: password });
      expect(envelopeOf(reset).ErrorMsg).toBe(leaked);
      const member = await register('mem');
      const changed = await post(app, '/api/user/changepassword', { password: strongPassword, newPassword: password, confirmPassword: password }, bearer(member.token));
      expect(envelopeOf(changed).ErrorMsg).toBe(leaked);
      expect(envelopeOf(await signIn(app, member.account, strongPassword)).Result).toBe(0);
    });

    it('says so in Chinese for a Chinese request', async () => {
      const { account, email } = fresh('leak');
      const body = { account, password: 'P@ssw0rd', confirmPassword: 'P@ssw0rd', country: 'China', verifyType: 'Email', email, code: '123456' };
      expect(envelopeOf(await post(app, '/api/authorize/register', body, { lang: 'cn' })).ErrorMsg).toContain('该密码过于常见');
    });
  });

  describe('registration tells nobody who exists', () => {
    it('answers a taken and a free login name alike until the code is right; then the code serves another name', async () => {
      const taken = await register('bea');
      const { email } = fresh('bea.two');
      const code = await emailCode(app, mailbox, email, 'register');
      const attempt = (account: string, guess: string) =>
        app.inject({
          method: 'POST',
          url: '/api/authorize/register',
          payload: { account, password: strongPassword, confirmPassword: strongPassword, country: 'China', verifyType: 'Email', email, code: guess },
          ...from('192.0.2.77'),
        });
      const forTaken = await attempt(taken.account.toUpperCase(), wrongCodeFor(code));
      const forFree = await attempt(fresh('free').account, wrongCodeFor(code));
      expect([forTaken.statusCode, forTaken.body]).toEqual([forFree.statusCode, forFree.body]);
      expect(envelopeOf(forTaken)).toEqual({ Result: ResultCode.failed, Data: null, ErrorMsg: 'The verification code is wrong or has expired' });
      // An address nobody sent a code to: the same again, for either name.
      const noCode = (account: string) => post(app, '/api/authorize/register', { account, password: strongPassword, confirmPassword: strongPassword, country: 'China', verifyType: 'Email', email: fresh('x').email, code: '123456' });
      expect((await noCode(taken.account)).body).toBe((await noCode(fresh('y').account)).body);
      // The right code: the name is said to be taken, and the same code then registers a free one.
      expect(envelopeOf(await attempt(taken.account, code)).ErrorMsg).toBe('This account is already registered');
      expect(envelopeOf(await attempt(fresh('beafree').account, code)).Result).toBe(0);
    });

    it('sends the owner of a taken address a notice instead of a code, with the same answer as for a free address', async () => {
      const owner = await register('cid');
      clock.advance(minute);
      const free = fresh('cid.free').email;
      const forOwner = await post(app, '/api/sms/sendemail', { email: owner.email, purpose: 'register' });
      const forFree = await post(app, '/api/sms/sendemail', { email: free, purpose: 'register' });
      expect(forOwner.body).toBe(forFree.body);
      const notice = await mailbox.nextMail(owner.email);
      expect(notice.subject).toBe('Someone tried to use your address on Valve Selector');
      expect(notice.text).not.toMatch(/\d{6}/);
      expect(await mailbox.codeFor(free)).toMatch(/^\d{6}$/);
    });
  });

  describe('getloginauth', () => {
    it('keeps at most 10 live pairs per address under a burst of 60 at once, the newest serving', async () => {
      const address = `192.0.2.${database === 'SQLite' ? 10 : 11}`;
      const ask = () => app.inject({ method: 'GET', url: '/api/authorize/getloginauth', ...from(address) });
      const answers = (await Promise.all(Array.from({ length: 60 }, ask))).map((response) => envelopeOf<{ simpleCode: string }>(response));
      expect(answers.every((answer) => answer.Result === 0)).toBe(true);
      const held = async (client: string) =>
        Number((await sql<{ count: number | string }>`select count(*) as count from login_challenges where address = ${client}`.execute(app.db)).rows[0]!.count);
      expect(await held(address)).toBe(10);
      // Another address is not crowded out, and the pairs of before run out with the clock and are purged.
      envelopeOf(await app.inject({ method: 'GET', url: '/api/authorize/getloginauth', ...from('192.0.2.99') }));
      expect(await held('192.0.2.99')).toBe(1);
      clock.advance(5 * minute);
      await ask();
      expect(await held(address)).toBe(1);
      expect(await held('192.0.2.99')).toBe(0);
    });
  });
});
