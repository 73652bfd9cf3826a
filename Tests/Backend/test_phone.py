#!/usr/bin/env python3
"""A backend's view of `lasim serve`'s misbehaving phone, over real HTTP/2.

Starts `lasim serve` (binary from $LASIM_BINARY, default .build/debug/lasim)
on a free loopback port for each scenario, drives it with the h2 library
(python-hyper/h2; Debian: python3-h2) and checks APNs' answers (status,
reason, the 410 timestamp) and what `GET /lasim/phone` says the phone shows
and why (stable rule ids). Prints one line per check and a closing
`N passed, N failed`; exits 1 on any failure. Stops every server it starts.

    LASIM_BINARY=.build/debug/lasim python3 Tests/Backend/test_phone.py
"""
import json
import os
import select
import socket
import subprocess
import sys
import tempfile
import time

import h2.config
import h2.connection
import h2.events

BINARY = os.environ.get("LASIM_BINARY", ".build/debug/lasim")
TOPIC = "com.example.food.push-type.liveactivity"
STATE = {"status": "Cooking", "orderId": 1, "orderNum": 1, "fulfillmentType": "Delivery"}
T0 = 1700000000

passed = 0
failed = 0


def check(name, condition, detail=""):
    global passed, failed
    if condition:
        passed += 1
        print(f"ok   {name}")
    else:
        failed += 1
        print(f"FAIL {name}" + (f": {detail}" if detail else ""))


class Server:
    """`lasim serve` on 127.0.0.1:0; the port is read from its first line."""

    def __init__(self, *args):
        self.proc = subprocess.Popen([BINARY, "serve", "--listen", "127.0.0.1:0", "--clock", "payload", *args],
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.lines = []
        self.port = None
        deadline = time.monotonic() + 20
        buf = b""
        while self.port is None and time.monotonic() < deadline:
            ready, _, _ = select.select([self.proc.stdout], [], [], 0.5)
            if not ready:
                if self.proc.poll() is not None:
                    break
                continue
            chunk = os.read(self.proc.stdout.fileno(), 65536)
            if not chunk:
                break
            buf += chunk
            for line in buf.decode(errors="replace").splitlines():
                if "listening on http://" in line:
                    self.port = int(line.split("listening on http://")[1].split()[0].rsplit(":", 1)[1])
        if self.port is None:
            self.stop()
            raise RuntimeError(f"lasim serve did not start: {self.stderr.strip()[:300]}")
        self.client = Client(self.port)

    def stop(self):
        if self.proc.poll() is None:
            self.proc.send_signal(2)  # SIGINT: the server prints its counters and exits
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=5)
        self.stderr = self.proc.stderr.read().decode(errors="replace") if self.proc.stderr else ""

    # Shorthands over the one HTTP/2 connection.
    def push(self, token, event="update", t=T0, priority=10, extra=None, expiration=None, state=None):
        aps = {"timestamp": t, "event": event, "content-state": state or STATE}
        if event == "start":
            aps.update({"attributes-type": "OrderTrackerAttributes", "attributes": {"recordId": 1},
                        "alert": {"title": "Order", "body": "Placed"}})
        aps.update(extra or {})
        headers = [("apns-topic", TOPIC), ("apns-push-type", "liveactivity"), ("apns-priority", str(priority))]
        if expiration is not None:
            headers.append(("apns-expiration", str(expiration)))
        return self.client.request("POST", "/3/device/" + token, headers, json.dumps({"aps": aps}).encode())

    def phone(self):
        status, _, body = self.client.request("GET", "/lasim/phone", [], None)
        assert status == 200, status
        return json.loads(body)

    def act(self, action, body=None):
        status, _, data = self.client.request("POST", "/lasim/phone/" + action, [],
                                              json.dumps(body).encode() if body is not None else b"")
        return status, json.loads(data) if data else {}


class Client:
    """One HTTP/2 connection with prior knowledge; one request at a time."""

    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        self.conn = h2.connection.H2Connection(config=h2.config.H2Configuration(client_side=True))
        self.conn.initiate_connection()
        self.sock.sendall(self.conn.data_to_send())

    def request(self, method, path, headers, body):
        sid = self.conn.get_next_available_stream_id()
        fields = [(":method", method), (":scheme", "http"), (":path", path), (":authority", "127.0.0.1")] + headers
        self.conn.send_headers(sid, fields, end_stream=not body)
        if body:
            self.conn.send_data(sid, body, end_stream=True)
        self.sock.sendall(self.conn.data_to_send())
        status, got, data, done = None, {}, b"", False
        deadline = time.monotonic() + 10
        while not done:
            if time.monotonic() > deadline:
                raise TimeoutError(f"{method} {path}: no answer in 10 s")
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError(f"{method} {path}: connection closed")
            for event in self.conn.receive_data(chunk):
                if isinstance(event, h2.events.ResponseReceived) and event.stream_id == sid:
                    got = {k.decode() if isinstance(k, bytes) else k: v.decode() if isinstance(v, bytes) else v
                           for k, v in event.headers}
                    status = int(got[":status"])
                elif isinstance(event, h2.events.DataReceived) and event.stream_id == sid:
                    data += event.data
                    self.conn.acknowledge_received_data(event.flow_controlled_length, sid)
                elif isinstance(event, (h2.events.StreamEnded, h2.events.StreamReset)) and event.stream_id == sid:
                    done = True
            out = self.conn.data_to_send()
            if out:
                self.sock.sendall(out)
        return status, got, data


def reason(body):
    try:
        return json.loads(body).get("reason")
    except ValueError:
        return None


def activity(phone, ident):
    return next((a for a in phone["activities"] if a["id"] == ident), None)


def start(server, p2s, t=T0 + 1, input_token=True):
    """A push-to-start; returns the new activity's id (its update token)."""
    before = {a["id"] for a in server.phone()["activities"]}
    status, _, _ = server.push(p2s, "start", t=t, extra={"input-push-token": 1} if input_token else None)
    assert status == 200, status
    new = [a["id"] for a in server.phone()["activities"] if a["id"] not in before]
    assert len(new) == 1, new
    return new[0]


def scenario_file(text):
    f = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False)
    f.write(text)
    f.close()
    return f.name


# --- scenarios -------------------------------------------------------------------------

def push_to_start_after_launch_and_rotation():
    path = scenario_file('{"push-to-start": "after-launch"}')
    s = Server("--phone", path)
    try:
        phone = s.phone()
        check("after-launch: no push-to-start token before the app starts", phone["push-to-start-tokens"] == [], phone["push-to-start-tokens"])
        status, body = s.act("launch")
        old = body.get("push-to-start-token", "")
        check("after-launch: launch issues a push-to-start token", status == 200 and len(old) == 64, body)
        ident = start(s, old)
        check("after-launch: a start to it makes an activity", activity(s.phone(), ident) is not None)
        status, body = s.act("rotate-push-to-start")
        new = body.get("push-to-start-token", "")
        check("rotation: a new push-to-start token replaces the old", status == 200 and new and new != old, body)
        status, _, data = s.push(old, "start", t=T0 + 10)
        r = json.loads(data) if data else {}
        check("rotation: the old token is 410 Unregistered", status == 410 and r.get("reason") == "Unregistered", (status, data))
        check("rotation: the 410 carries a timestamp in ms", isinstance(r.get("timestamp"), int) and r["timestamp"] >= T0 * 1000, r)
        status, _, _ = s.push(new, "start", t=T0 + 11)
        check("rotation: the new token starts activities", status == 200, status)
        tokens = {t["token"]: t for t in s.phone()["tokens"]}
        check("rotation: GET /lasim/phone says the old token is not valid", tokens.get(old, {}).get("valid") is False
              and tokens.get(new, {}).get("valid") is True, tokens)
        last = s.phone()["outcomes"]
        check("rotation: the refusal's rule is token-unregistered",
              any(o["rule"] == "token-unregistered" and o["status"] == 410 for o in last), last[-3:])
    finally:
        s.stop()
        os.unlink(path)


def late_and_never_update_tokens():
    s = Server("--update-token", "late")
    try:
        p2s = s.phone()["push-to-start-tokens"][0]
        ident = start(s, p2s)
        a = activity(s.phone(), ident)
        check("late token: no update token until allowed", "update-token" not in a and a.get("update-token-withheld") == "late", a)
        status, _, _ = s.push(ident, t=T0 + 2, state=dict(STATE, status="InTransit"))
        a = activity(s.phone(), ident)
        check("late token: an update before it answers 200 and is ignored",
              status == 200 and a["content-state"]["status"] == "Cooking" and a["last"]["rule"] == "update-token-withheld", (status, a))
        status, body = s.act("allow")
        check("late token: allowing Live Activities issues it", status == 200 and body.get("update-tokens") == [ident], body)
        status, _, _ = s.push(ident, t=T0 + 3, state=dict(STATE, status="InTransit"))
        a = activity(s.phone(), ident)
        check("late token: updates apply once it arrived", status == 200 and a["content-state"]["status"] == "InTransit"
              and a.get("update-token") == ident, a)
    finally:
        s.stop()
    s = Server("--update-token", "never")
    try:
        ident = start(s, s.phone()["push-to-start-tokens"][0])
        s.act("allow")
        a = activity(s.phone(), ident)
        check("never: no update token even when allowed", "update-token" not in a and a.get("update-token-withheld") == "never", a)
    finally:
        s.stop()


def other_environment():
    s = Server("--environment", "production", "--app-environment", "development")
    try:
        phone = s.phone()
        p2s = phone["push-to-start-tokens"][0]
        status, _, data = s.push(p2s, "start", t=T0 + 1)
        check("environment: a sandbox token sent to production is 400 BadDeviceToken",
              status == 400 and reason(data) == "BadDeviceToken", (status, data))
        check("environment: GET /lasim/phone names both environments",
              phone["conditions"]["environment"] == "production" and phone["conditions"]["app-environment"] == "development", phone["conditions"])
        check("environment: the refusal's rule is token-wrong-environment",
              s.phone()["outcomes"][-1]["rule"] == "token-wrong-environment", s.phone()["outcomes"][-1:])
    finally:
        s.stop()


def dismissed_and_uninstalled():
    s = Server()
    try:
        p2s = s.phone()["push-to-start-tokens"][0]
        a, b = start(s, p2s, t=T0 + 1), start(s, p2s, t=T0 + 2)
        status, _ = s.act("dismiss", {"activity": a})
        check("dismiss: the control answers 200", status == 200, status)
        status, _, data = s.push(a, t=T0 + 5)
        r = json.loads(data) if data else {}
        check("dismiss: its token is 410 Unregistered with a timestamp",
              status == 410 and r.get("reason") == "Unregistered" and isinstance(r.get("timestamp"), int), (status, data))
        status, _, _ = s.push(b, t=T0 + 6)
        check("dismiss: another activity's token still answers 200", status == 200, status)
        s.act("uninstall")
        for name, token in (("update", b), ("push-to-start", p2s)):
            status, _, data = s.push(token, "start" if name == "push-to-start" else "update", t=T0 + 7)
            check(f"uninstall: the {name} token is 410 Unregistered", status == 410 and reason(data) == "Unregistered", (status, data))
        status, body = s.act("launch")
        check("uninstall: launching again issues a new push-to-start token",
              status == 200 and body.get("push-to-start-token") not in (None, p2s), body)
    finally:
        s.stop()


def swiped_away():
    record = tempfile.NamedTemporaryFile(suffix=".ndjson", delete=False).name
    s = Server("--record", record)
    try:
        ident = start(s, s.phone()["push-to-start-tokens"][0])
        status, _ = s.act("swipe", {"activity": ident})
        check("swipe: the control answers 200", status == 200, status)
        status, _, data = s.push(ident, t=T0 + 5, state=dict(STATE, status="InTransit"))
        a = activity(s.phone(), ident)
        check("swipe: pushes still answer 200", status == 200 and data == b"", (status, data))
        check("swipe: the phone shows nothing and says why",
              a["shown"] is False and a["state"] == "dismissed" and a["last"]["rule"] == "swiped-away"
              and a["content-state"]["status"] == "Cooking", a)
    finally:
        s.stop()
    # The recording replays the swipe: lasim report says the same, with the same rule id.
    try:
        out = subprocess.run([BINARY, "report", "--format", "json", record], capture_output=True, text=True, timeout=60)
        rows = json.loads(out.stdout)["activities"] if out.returncode == 0 else []
        row = next((r for r in rows if r["id"] == ident), {})
        check("swipe: lasim report --format json on the recording says not shown, swiped-away",
              row.get("shown") is False and row.get("last", {}).get("rule") == "swiped-away", out.stderr[:200] or row)
    finally:
        os.unlink(record)


def budget_runs_out():
    s = Server("--budget", "1")
    try:
        ident = start(s, s.phone()["push-to-start-tokens"][0])
        first, _, _ = s.push(ident, t=T0 + 10, state=dict(STATE, status="InTransit"))
        second, _, _ = s.push(ident, t=T0 + 20, state=dict(STATE, status="Delivered"))
        a = activity(s.phone(), ident)
        check("budget: both pushes answer 200", first == 200 and second == 200, (first, second))
        check("budget: the second is throttled and not shown",
              a["content-state"]["status"] == "InTransit" and a["last"]["rule"] == "throttled"
              and a["last"]["reason"].startswith("throttled"), a)
        third, _, _ = s.push(ident, t=T0 + 30, priority=5, state=dict(STATE, status="Delivered"))
        check("budget: priority 5 does not draw on it", third == 200 and activity(s.phone(), ident)["content-state"]["status"] == "Delivered")
    finally:
        s.stop()


def low_power_mode():
    s = Server("--low-power-delay", "60")
    try:
        p2s = s.phone()["push-to-start-tokens"][0]
        status, _, _ = s.push(p2s, "start", t=T0 + 1, extra={"input-push-token": 1})
        phone = s.phone()
        check("low power: the push answers 200 and waits", status == 200 and phone["activities"] == []
              and phone["pending"] and phone["pending"][0]["rule"] == "low-power-delayed", phone["pending"])
        status, _ = s.act("advance", {"seconds": 59})
        check("low power: not yet after 59 s", status == 200 and s.phone()["activities"] == [])
        s.act("advance", {"seconds": 1})
        phone = s.phone()
        check("low power: delivered after 60 s", len(phone["activities"]) == 1 and phone["pending"] == [], phone["pending"])
    finally:
        s.stop()


def offline_then_latest_only():
    s = Server()
    try:
        p2s = s.phone()["push-to-start-tokens"][0]
        a, b = start(s, p2s, t=T0 + 1), start(s, p2s, t=T0 + 2)
        s.act("offline")
        answers = [s.push(a, t=T0 + 10, state=dict(STATE, status="InTransit"))[0],
                   s.push(a, t=T0 + 11, state=dict(STATE, status="Delivered"))[0],
                   s.push(b, t=T0 + 12, state=dict(STATE, status="InTransit"))[0]]
        phone = s.phone()
        check("offline: APNs answers 200 while the device is away", answers == [200, 200, 200], answers)
        check("offline: one push kept per token", sorted(p["token"] for p in phone["pending"]) == sorted([a, b]), phone["pending"])
        check("offline: the replaced one is offline-coalesced", any(o["rule"] == "offline-coalesced" for o in phone["outcomes"]))
        status, _ = s.act("online")
        phone = s.phone()
        check("offline: back online, each activity shows its latest push",
              status == 200 and activity(phone, a)["content-state"]["status"] == "Delivered"
              and activity(phone, b)["content-state"]["status"] == "InTransit", [activity(phone, x)["content-state"] for x in (a, b)])
    finally:
        s.stop()


def bad_inputs():
    path = scenario_file('{"budget-per-hour": "ten"}')
    proc = subprocess.run([BINARY, "serve", "--listen", "127.0.0.1:0", "--phone", path],
                          capture_output=True, text=True, timeout=20)
    lines = [l for l in proc.stderr.splitlines() if l.strip()]
    check("bad scenario file: refused with one line naming the file and the key",
          proc.returncode != 0 and any(path in l and "budget-per-hour" in l for l in lines), proc.stderr.strip()[:300])
    os.unlink(path)
    s = Server()
    try:
        status, body = s.act("swipe", {"activity": 7})
        check("bad control request: 400 with one line", status == 400 and "\"activity\"" in body.get("error", ""), (status, body))
        status, body = s.act("swip")
        check("unknown action: 404 with a suggestion", status == 404 and "did you mean \"swipe\"" in body.get("error", ""), (status, body))
        status, body = s.act("swipe", {"activity": "ab" * 32})
        check("swipe of no activity: 404", status == 404, (status, body))
        status, _, _ = s.push(s.phone()["push-to-start-tokens"][0], "start", t=T0 + 1)
        check("the server goes on after bad control requests", status == 200, status)
    finally:
        s.stop()


SCENARIOS = [push_to_start_after_launch_and_rotation, late_and_never_update_tokens, other_environment,
             dismissed_and_uninstalled, swiped_away, budget_runs_out, low_power_mode, offline_then_latest_only, bad_inputs]


def main():
    if not os.access(BINARY, os.X_OK):
        print(f"test_phone: {BINARY} is not an executable (build with `swift build` or set LASIM_BINARY)")
        print("0 passed, 1 failed")
        return 1
    for scenario in SCENARIOS:
        try:
            scenario()
        except Exception as e:  # one scenario failing does not stop the others
            check(scenario.__name__, False, f"{type(e).__name__}: {e}")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
