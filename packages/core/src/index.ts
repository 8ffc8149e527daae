// The root holds what every flow shares: the texts, the error shape, the flow contract the bindings
// build on, the web-view policy and the code normaliser. Each flow has its own entry
// (`@loyalty-flows/core/otp`, `/redemption`, `/notifications`), redaction for inspectors has
// `/inspect`, and the Thai texts `/messages/th`, so an app bundles only what it imports.
export * from './shared';
