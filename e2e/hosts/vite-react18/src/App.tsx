import { LoyaltyProvider } from '@loyalty-flows/react';
import { useState } from 'react';
import { client, keepToken } from './client';
import { Inbox, UnreadBadge } from './Inbox';
import { Rewards } from './Rewards';
import { SignIn } from './SignIn';

/** Sign-in first; the rewards and the inbox once the code is verified. */
function App() {
  const [signedIn, setSignedIn] = useState(false);
  const onSignedIn = (token: string | undefined) => {
    keepToken(token);
    setSignedIn(true);
  };
  return (
    <LoyaltyProvider client={client}>
      <h1>Loyalty</h1>
      {signedIn ? (
        <>
          <p data-testid="signed-in">
            Signed in · <UnreadBadge />
          </p>
          <Rewards />
          <Inbox />
        </>
      ) : (
        <SignIn onSignedIn={onSignedIn} />
      )}
    </LoyaltyProvider>
  );
}

export default App;
