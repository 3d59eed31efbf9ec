#!/usr/bin/env python3
"""Fills empty msgstr entries of a lingui PO catalog from a JSON map (msgid -> translation).

Usage: python3 scripts/i18n-fill.py src/locales/lt/messages.po translations.json
Only empty translations are filled; existing ones are kept. Prints what is still missing.
"""
import json
import re
import sys

po_path, map_path = sys.argv[1], sys.argv[2]
translations = json.load(open(map_path, encoding="utf-8"))
lines = open(po_path, encoding="utf-8").read().split("\n")
out, missing, msgid = [], [], None
for i, line in enumerate(lines):
    m = re.match(r'^msgid "(.*)"$', line)
    if m:
        msgid = json.loads('"' + m.group(1) + '"')
    if line == 'msgstr ""' and msgid:
        if msgid in translations:
            line = "msgstr " + json.dumps(translations[msgid], ensure_ascii=False)
        else:
            missing.append(msgid)
    out.append(line)
open(po_path, "w", encoding="utf-8").write("\n".join(out))
for m in missing:
    print("missing:", m)
