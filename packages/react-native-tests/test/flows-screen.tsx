import {
  LoyaltyProvider,
  type LoyaltyProviderProps,
  useNotifications,
  useOtp,
  useRedemptions,
  useUnreadCount,
} from '@loyalty-flows/react';
import { Pressable, Text, TextInput, View } from 'react-native';

/** A badge beside the inbox: the same shared actor, read through `useUnreadCount`. */
function Badge() {
  const { count } = useUnreadCount();
  return <Text testID="badge-count">{count}</Text>;
}

/** One screen with the three hooks, as an app would have them: what the tests press and read. */
function Flows({ contactNumber }: { contactNumber: string }) {
  const otp = useOtp({ contact: { contactNumber } });
  const history = useRedemptions();
  const inbox = useNotifications();
  return (
    <View>
      <Text testID="otp-status">{otp.view.status}</Text>
      <Pressable testID="otp-request" onPress={() => otp.request()}>
        <Text>Send code</Text>
      </Pressable>
      <TextInput testID="otp-code" onChangeText={(code) => code.length === 6 && otp.verify(code)} />
      <Text testID="history-state">{history.view.listState}</Text>
      <Text testID="history-count">{history.view.entries.length}</Text>
      <Badge />
      <Text testID="inbox-state">{inbox.view.listState}</Text>
      <Text testID="inbox-pending">{inbox.view.pendingReads}</Text>
      {inbox.view.items.map((item) => (
        <Pressable key={item.id} testID={`inbox-item-${item.id}`} onPress={() => inbox.read(item.id)}>
          <Text>{item.isRead ? 'read' : 'unread'}</Text>
        </Pressable>
      ))}
    </View>
  );
}

/** The screen under a provider with the given environment (the inbox polls every 100 ms unless told). */
export function FlowsApp({
  contactNumber,
  notifications = { pollIntervalMs: 100 },
  ...settings
}: LoyaltyProviderProps & { contactNumber: string }) {
  return (
    <LoyaltyProvider {...settings} notifications={notifications}>
      <Flows contactNumber={contactNumber} />
    </LoyaltyProvider>
  );
}
