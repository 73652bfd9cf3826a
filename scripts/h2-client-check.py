#!/usr/bin/env python3
"""Drives `lasim serve` with the h2 library's client (python-hyper/h2), which
checks every frame, header block and flow-control window the server sends
against RFC 9113 and raises on any it breaks. Usage:

    scripts/h2-client-check.py PORT

Needs the h2 package (Debian: python3-h2; PyPI: h2). Prints one line per
check and `h2-client-check: N passed, 0 failed`; exits 1 on a failure.
"""
import socket
import sys

import h2.config
import h2.connection
import h2.events
import h2.exceptions
import h2.settings

PORT = int(sys.argv[1])
TOKEN = "ab" * 32
PAYLOAD = b'{"aps":{"timestamp":1700000000,"event":"update","content-state":{"status":"InTransit"}}}'
HEADERS = [("apns-topic", "com.example.food.push-type.liveactivity"), ("apns-push-type", "liveactivity")]


class Client:
    def __init__(self, settings=None, validate=True):
        self.sock = socket.create_connection(("127.0.0.1", PORT), timeout=5)
        config = h2.config.H2Configuration(client_side=True, validate_outbound_headers=validate,
                                           normalize_outbound_headers=validate)
        self.conn = h2.connection.H2Connection(config=config)
        self.conn.initiate_connection()
        if settings:
            self.conn.update_settings(settings)
        self.flush()
        self.answers = {}  # stream -> {"status", "headers", "body", "ended", "reset"}
        self.events = []

    def flush(self):
        data = self.conn.data_to_send()
        if data:
            self.sock.sendall(data)

    def request(self, path="/3/device/" + TOKEN, body=PAYLOAD, extra=(), end=True, pad=None):
        sid = self.conn.get_next_available_stream_id()
        headers = [(":method", "POST"), (":scheme", "http"), (":path", path), (":authority", "lasim")] + HEADERS + list(extra)
        self.conn.send_headers(sid, headers, end_stream=body is None and end)
        if body is not None:
            chunks = [body[i:i + 16_000] for i in range(0, len(body), 16_000)] or [b""]
            for i, chunk in enumerate(chunks):
                self.conn.send_data(sid, chunk, end_stream=end and i == len(chunks) - 1, pad_length=pad)
        self.flush()
        return sid

    def pump(self, until, timeout=5.0):
        """Reads until until(self) holds; False on a timeout."""
        self.sock.settimeout(timeout)
        while not until(self):
            try:
                data = self.sock.recv(65536)
            except socket.timeout:
                return False
            if not data:
                return until(self)
            for e in self.conn.receive_data(data):
                self.events.append(e)
                a = self.answers.setdefault(getattr(e, "stream_id", 0), {"body": b"", "ended": False, "reset": None})
                if isinstance(e, h2.events.ResponseReceived):
                    a["headers"] = dict((k.decode(), v.decode()) for k, v in e.headers)
                    a["status"] = int(a["headers"][":status"])
                elif isinstance(e, h2.events.DataReceived):
                    a["body"] += e.data
                    self.conn.acknowledge_received_data(e.flow_controlled_length, e.stream_id)
                elif isinstance(e, h2.events.StreamEnded):
                    a["ended"] = True
                elif isinstance(e, h2.events.StreamReset):
                    a["reset"] = e.error_code
            self.flush()
        return True

    def done(self, *sids):
        return lambda c: all(c.answers.get(s, {}).get("ended") or c.answers.get(s, {}).get("reset") is not None for s in sids)


checks = []


def check(name, ok, detail=""):
    checks.append(ok)
    print(("ok   " if ok else "FAIL ") + name + ("" if ok else ": " + str(detail)))


# 1. Many streams at once on one connection, accepted and refused.
c = Client()
sids = [c.request() for _ in range(40)] + [c.request(path="/3/device/zz") for _ in range(10)]
c.pump(c.done(*sids))
statuses = [c.answers[s].get("status") for s in sids]
check("50 concurrent streams answered", statuses == [200] * 40 + [400] * 10, statuses)
check("an error carries its JSON reason", b'"reason"' in c.answers[sids[-1]]["body"], c.answers[sids[-1]])
check("apns-id on every answer", all("apns-id" in c.answers[s]["headers"] for s in sids))

# 2. A client with no flow-control window: the error body waits for credit.
c = Client(settings={h2.settings.SettingCodes.INITIAL_WINDOW_SIZE: 0})
c.pump(lambda c: any(isinstance(e, h2.events.SettingsAcknowledged) for e in c.events))
sid = c.request(path="/3/device/zz")
c.pump(lambda c: "status" in c.answers.get(sid, {}), timeout=2)
c.pump(lambda c: False, timeout=0.3)
check("no DATA without a window", c.answers.get(sid, {}).get("body") == b"" and not c.answers[sid]["ended"], c.answers.get(sid))
c.conn.increment_flow_control_window(5, stream_id=sid)
c.flush()
c.pump(lambda c: len(c.answers[sid]["body"]) >= 5, timeout=2)
c.conn.increment_flow_control_window(1000, stream_id=sid)
c.flush()
c.pump(c.done(sid))
check("the body arrives as credit is given", c.answers[sid]["ended"] and c.answers[sid]["body"].startswith(b'{"reason"'), c.answers[sid])

# 3. Header table size 0, padding, trailers, PING, a stream reset mid-request.
c = Client(settings={h2.settings.SettingCodes.HEADER_TABLE_SIZE: 0})
c.pump(lambda c: any(isinstance(e, h2.events.SettingsAcknowledged) for e in c.events))
a = c.request(pad=20)
b = c.request(end=False)
c.conn.send_headers(b, [("x-trailer", "1")], end_stream=True)
c.flush()
r = c.request(body=PAYLOAD[:10], end=False)
c.conn.reset_stream(r)
c.conn.ping(b"lasim-h2")
c.flush()
d = c.request()
c.pump(lambda c: c.done(a, b, d)(c) and any(isinstance(e, h2.events.PingAckReceived) for e in c.events))
check("padded DATA, trailers, a reset stream, PING, table size 0", [c.answers[s].get("status") for s in (a, b, d)] == [200] * 3,
      {s: c.answers.get(s) for s in (a, b, d)})

# 4. A malformed request (an upper-case name) resets its stream only.
c = Client(validate=False)
bad = c.request(extra=[("APNS-Priority", "10")])
good = c.request()
c.pump(c.done(bad, good))
check("malformed stream reset, the next answered", c.answers[bad]["reset"] == 1 and c.answers[good].get("status") == 200,
      (c.answers.get(bad), c.answers.get(good)))

# 5. A body over the hard limit: 413 at once, the rest drained, the connection goes on.
c = Client()
big = c.request(body=b"x" * 60_000, end=False)
c.pump(c.done(big))
c.conn.send_data(big, b"x" * 10_000, end_stream=True)  # within the window the server gave back
c.flush()
after = c.request()
c.pump(c.done(after))
check("70 KB body answered 413, connection goes on", c.answers[big].get("status") == 413 and c.answers[after].get("status") == 200,
      (c.answers.get(big), c.answers.get(after)))

failed = checks.count(False)
print(f"h2-client-check: {len(checks) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
