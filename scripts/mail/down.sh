#!/usr/bin/env bash
# Stops what up.sh started (by the pids it recorded) and waits until the ports are closed.
# With MAILTEST_HOLDER (a pid registered by up.sh) it only releases that holder, and stops
# the stack when no other live holder is left; without it, it stops the stack regardless.
D=${MAILTEST_DIR:-/tmp/umpire-mail}
IMAP=${MAILTEST_IMAP_PORT:-1143}
LMTP=${MAILTEST_LMTP_PORT:-2424}
SMTP=${MAILTEST_SMTP_PORT:-2525}
[ -d "$D" ] || exit 0
exec 9>"$D.lock"
flock -w 120 9
if [ -n "${MAILTEST_HOLDER:-}" ]; then
  rm -f "$D/holders/$MAILTEST_HOLDER"
  for h in "$D"/holders/*; do
    [ -e "$h" ] || continue
    if kill -0 "$(basename "$h")" 2>/dev/null; then exit 0; fi
    rm -f "$h"
  done
fi
for f in smtpd dovecot; do
  if [ -f "$D/$f.pid" ]; then kill "$(cat "$D/$f.pid")" 2>/dev/null; rm -f "$D/$f.pid"; fi
done
for port in "$IMAP" "$LMTP" "$SMTP"; do
  for _ in $(seq 1 100); do (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || break; sleep 0.1; done
done
exit 0
