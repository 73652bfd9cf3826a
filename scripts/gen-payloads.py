#!/usr/bin/env python3
"""Writes N payload envelopes (NDJSON, ~320 bytes each) to stdout: a food
order started once, then updated every second with a moving rider, in the
shape `lasim scenario play order` writes. For memory checks of the intake:

    scripts/gen-payloads.py 1000000 > /tmp/1m.ndjson
    /usr/bin/time -f %M lasim render /tmp/1m.ndjson --presentation lock
"""
import json
import sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
activities = int(sys.argv[2]) if len(sys.argv) > 2 else 1
t0 = 1_700_000_000
ref2001 = 978_307_200
out = sys.stdout
write = out.write
for i in range(count):
    t = t0 + i
    eta = t + 900 - ref2001
    state = {"fulfillmentType": "Delivery", "status": "InTransit", "orderId": 1042, "orderNum": 17,
             "eta": {"from": eta - 300, "to": eta}, "isContactlessDelivery": True,
             "deliveryProgress": i % 101}
    aps = {"event": "start" if i < activities else "update", "timestamp": t, "content-state": state,
           "stale-date": t + 600}
    if i < activities:
        aps["attributes-type"] = "OrderTrackerAttributes"
        aps["attributes"] = {"recordId": 1042}
        aps["alert"] = {"title": "Order placed", "body": "Sizl #17 is scheduled"}
    envelope = {"activity": "order-%d" % (i % activities), "priority": 5, "payload": {"aps": aps}}
    write(json.dumps(envelope, separators=(",", ":")) + "\n")
