import { VerifyPhone } from './verify-phone';

export default function Home() {
  return (
    <main>
      <h1>Verify your phone</h1>
      <VerifyPhone />
    </main>
  );
}
