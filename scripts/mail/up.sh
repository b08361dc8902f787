#!/usr/bin/env bash
# A real local mail stack for the mail integration tests and the mail benchmark
# (Debian 12, run as root, no systemd):
#   dovecot IMAP  127.0.0.1:${MAILTEST_IMAP_PORT:-1143}  plain auth, no TLS, maildir
#   dovecot LMTP  127.0.0.1:${MAILTEST_LMTP_PORT:-2424}  local delivery
#   OpenSMTPD     127.0.0.1:${MAILTEST_SMTP_PORT:-2525}  real SMTP; every @example.test recipient goes to dovecot over LMTP
# Users: any address @example.test logs in with the password "secret" (mailboxes are made
# on first use), so that concurrent test runs each use their own mailboxes.
#
# Idempotent: installs the Debian packages when missing; a daemon this script started and
# that still runs is kept (so running it again after stopping only OpenSMTPD restarts just
# OpenSMTPD); a port held by anything else is refused. MAILTEST_HOLDER (a pid) registers a
# user of the stack: down.sh stops it only when no live holder is left. Stop with down.sh.
set -euo pipefail
D=${MAILTEST_DIR:-/tmp/umpire-mail}
IMAP=${MAILTEST_IMAP_PORT:-1143}
LMTP=${MAILTEST_LMTP_PORT:-2424}
SMTP=${MAILTEST_SMTP_PORT:-2525}
exec 9>"$D.lock"
flock -w 120 9

need=()
[ -x /usr/lib/dovecot/imap ] || need+=(dovecot-imapd)
[ -x /usr/lib/dovecot/lmtp ] || need+=(dovecot-lmtpd)
command -v smtpd >/dev/null 2>&1 || need+=(opensmtpd)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing ${need[*]}" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

alive() { [ -f "$D/$1.pid" ] && kill -0 "$(cat "$D/$1.pid")" 2>/dev/null; }
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
refuse_busy() {
  for port in "$@"; do
    if port_open "$port"; then echo "port $port is already in use by another program (see scripts/mail/down.sh)" >&2; exit 1; fi
  done
}
wait_up() {
  for port in "$@"; do
    for _ in $(seq 1 100); do port_open "$port" && break; sleep 0.1; done
    port_open "$port" || { echo "port $port did not open" >&2; cat "$D"/log/* >&2 || true; exit 1; }
  done
}

id vmail >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin vmail

if ! alive dovecot; then
  refuse_busy "$IMAP" "$LMTP"
  alive smtpd && kill "$(cat "$D/smtpd.pid")" 2>/dev/null || true
  for _ in $(seq 1 50); do port_open "$SMTP" || break; sleep 0.1; done
  rm -rf "$D"
  mkdir -p "$D/run" "$D/maildirs" "$D/log"
  chown vmail:vmail "$D/maildirs"
  cat > "$D/dovecot.conf" <<CONF
protocols = imap lmtp
listen = 127.0.0.1
base_dir = $D/run
instance_name = umpire-mailtest
log_path = $D/log/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_username_format = %Lu
first_valid_uid = 1
mail_uid = vmail
mail_gid = vmail
mail_location = maildir:$D/maildirs/%d/%n/Maildir
passdb {
  driver = static
  args = password=secret
}
userdb {
  driver = static
  args = uid=vmail gid=vmail home=$D/maildirs/%d/%n allow_all_users=yes
}
namespace inbox {
  inbox = yes
  separator = /
  mailbox Sent {
    auto = subscribe
    special_use = \Sent
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = $IMAP
  }
  inet_listener imaps {
    port = 0
  }
}
service lmtp {
  inet_listener lmtp {
    address = 127.0.0.1
    port = $LMTP
  }
}
protocol lmtp {
  postmaster_address = postmaster@example.test
}
CONF
  nohup dovecot -F -c "$D/dovecot.conf" >"$D/log/dovecot.out" 2>&1 9>&- &
  echo $! > "$D/dovecot.pid"
  wait_up "$IMAP" "$LMTP"
fi

if ! alive smtpd; then
  refuse_busy "$SMTP"
  mkdir -p "$D/log"
  cat > "$D/smtpd.conf" <<CONF
table vusers { "@example.test" = "vmail" }
listen on 127.0.0.1 port $SMTP
action "dovecot" lmtp "127.0.0.1:$LMTP" rcpt-to virtual <vusers>
match from local for domain "example.test" action "dovecot"
CONF
  smtpd -n -f "$D/smtpd.conf" >/dev/null 2>&1 || { smtpd -n -f "$D/smtpd.conf"; exit 1; }
  nohup smtpd -d -f "$D/smtpd.conf" >>"$D/log/smtpd.log" 2>&1 9>&- &
  echo $! > "$D/smtpd.pid"
  wait_up "$SMTP"
fi

for f in dovecot smtpd; do alive "$f" || { echo "$f died" >&2; cat "$D"/log/* >&2 || true; exit 1; }; done
if [ -n "${MAILTEST_HOLDER:-}" ]; then mkdir -p "$D/holders"; : > "$D/holders/$MAILTEST_HOLDER"; fi
echo "mail stack up: IMAP $IMAP, LMTP $LMTP, SMTP $SMTP (pids $(cat "$D/dovecot.pid") $(cat "$D/smtpd.pid")), dir $D"
