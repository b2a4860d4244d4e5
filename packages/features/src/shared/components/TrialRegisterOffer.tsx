// What a trial (TEST) account meets on a page that refuses it (spec §6: recharge, withdraw and the
// other money pages): the refusal and the way out, 注册正式账户 — the trial is signed out first
// (its token, profile and cached data dropped, as a logout does), then the register form opens, so
// the new account is not registered while the trial's session still stands.
import { Button, Empty } from '@jinli/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSignOut } from '../../app/session/useSignOut';
import { REGISTER_PATH } from '../../app/router/loginRedirect';
import { sharedStrings } from '../strings';

export interface TrialRegisterOfferProps {
  /** The refusal; default the domain's 试玩账户无法进行该操作，请注册正式账户!. */
  text?: string;
}

export function TrialRegisterOffer({ text = sharedStrings.trialRefused }: TrialRegisterOfferProps) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  return (
    <Empty text={text}>
      <Button
        variant="primary"
        disabled={leaving}
        data-testid="trial-register"
        onClick={() => {
          setLeaving(true);
          void signOut().then(() => navigate(REGISTER_PATH));
        }}
      >
        {sharedStrings.registerOfficial}
      </Button>
    </Empty>
  );
}
