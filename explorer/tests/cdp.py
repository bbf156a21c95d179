# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""cdp.py — headless Chromium driven over the DevTools protocol with the
Python standard library only (a minimal WebSocket client: text frames,
masking, fragmentation; enough for CDP's JSON messages).

    with Browser("chromium", profile_dir, (1400, 900)) as br:
        br.navigate(url)
        br.wait("document.body.dataset.state === 'ready'")
        br.eval("document.title")
        br.screenshot(path)
"""
import base64
import json
import os
import re
import socket
import struct
import subprocess
import time
import urllib.request

FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-extensions",
         "--hide-scrollbars", "--force-color-profile=srgb", "--force-device-scale-factor=1",
         "--remote-debugging-port=0", "--remote-allow-origins=*"]


class WebSocket:
    def __init__(self, url, timeout=60):
        m = re.match(r"ws://([^/:]+):(\d+)(/.*)", url)
        host, port, path = m.group(1), int(m.group(2)), m.group(3)
        self.sock = socket.create_connection((host, port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                           f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                           "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise ConnectionError("websocket handshake: connection closed")
            head += chunk
        if b" 101 " not in head.split(b"\r\n", 1)[0]:
            raise ConnectionError("websocket handshake refused: %r" % head[:200])

    def _recv_exact(self, n):
        buf = bytearray()
        while len(buf) < n:
            chunk = self.sock.recv(n - len(buf))
            if not chunk:
                raise ConnectionError("websocket closed")
            buf += chunk
        return bytes(buf)

    def send(self, text):
        data = text.encode()
        head = bytearray([0x81])  # FIN + text
        n = len(data)
        if n < 126:
            head.append(0x80 | n)
        elif n < 65536:
            head += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            head += bytes([0x80 | 127]) + struct.pack(">Q", n)
        mask = os.urandom(4)
        head += mask
        self.sock.sendall(bytes(head) + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def recv(self):
        parts = []
        while True:
            b0, b1 = self._recv_exact(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._recv_exact(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._recv_exact(8))[0]
            mask = self._recv_exact(4) if b1 & 0x80 else None
            payload = self._recv_exact(n)
            if mask:
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            op = b0 & 0x0F
            if op == 0x8:
                raise ConnectionError("websocket closed by the browser")
            if op == 0x9:  # ping -> pong
                continue
            if op in (0x1, 0x2, 0x0):
                parts.append(payload)
                if b0 & 0x80:
                    return b"".join(parts).decode()

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


class Browser:
    def __init__(self, chromium, profile, size=(1400, 900)):
        self.proc = subprocess.Popen([chromium, *FLAGS, f"--user-data-dir={profile}",
                                      f"--window-size={size[0]},{size[1]}", "about:blank"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self.size = size
        port = None
        deadline = time.time() + 60
        while time.time() < deadline and port is None:
            line = self.proc.stderr.readline()
            if not line:
                if self.proc.poll() is not None:
                    raise RuntimeError("chromium exited with status %s" % self.proc.returncode)
                continue
            m = re.search(r"DevTools listening on ws://[^:]+:(\d+)/", line)
            if m:
                port = int(m.group(1))
        if port is None:
            self.proc.kill()
            raise RuntimeError("chromium did not open a DevTools port")
        # keep draining stderr so the browser never blocks on a full pipe
        import threading
        threading.Thread(target=lambda: [None for _ in self.proc.stderr], daemon=True).start()
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=30))
        page = next(t for t in targets if t.get("type") == "page")
        self.ws = WebSocket(page["webSocketDebuggerUrl"])
        self.seq = 0
        self.events = []
        self.call("Page.enable")
        self.call("Runtime.enable")
        self.call("Emulation.setDeviceMetricsOverride", width=size[0], height=size[1],
                  deviceScaleFactor=1, mobile=False)

    def call(self, method, **params):
        self.seq += 1
        my = self.seq
        self.ws.send(json.dumps({"id": my, "method": method, "params": params}))
        while True:
            msg = json.loads(self.ws.recv())
            if msg.get("id") == my:
                if "error" in msg:
                    raise RuntimeError("%s: %s" % (method, msg["error"]))
                return msg.get("result", {})
            self.events.append(msg)

    def eval(self, expr, await_promise=True):
        r = self.call("Runtime.evaluate", expression=expr, returnByValue=True, awaitPromise=await_promise)
        if "exceptionDetails" in r:
            d = r["exceptionDetails"]
            raise RuntimeError("page: %s" % (d.get("exception", {}).get("description") or d.get("text")))
        return r.get("result", {}).get("value")

    def navigate(self, url):
        self.call("Page.navigate", url=url)

    def wait(self, cond, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                if self.eval(f"!!({cond})"):
                    return True
            except RuntimeError:
                pass
            time.sleep(0.1)
        return False

    def console_errors(self):
        out = []
        for e in self.events:
            if e.get("method") == "Runtime.exceptionThrown":
                out.append(e["params"]["exceptionDetails"].get("exception", {}).get("description", "exception"))
            elif e.get("method") == "Runtime.consoleAPICalled" and e["params"].get("type") == "error":
                out.append(" ".join(str(a.get("value", a.get("description", ""))) for a in e["params"]["args"]))
        return out

    def cpu_seconds(self):
        """User + system CPU seconds of the browser and all its processes so
        far (Linux /proc; None elsewhere): a figure a loaded machine skews
        less than wall time."""
        try:
            tick = os.sysconf("SC_CLK_TCK")
            procs = {}
            for pid in os.listdir("/proc"):
                if pid.isdigit():
                    try:
                        with open(f"/proc/{pid}/stat") as f:
                            st = f.read().rsplit(")", 1)[1].split()
                        procs[int(pid)] = (int(st[1]), int(st[11]) + int(st[12]) + int(st[13]) + int(st[14]))
                    except (OSError, IndexError, ValueError):
                        pass
            tree, total, grew = {self.proc.pid}, 0, True
            while grew:
                grew = False
                for pid, (ppid, _) in procs.items():
                    if ppid in tree and pid not in tree:
                        tree.add(pid)
                        grew = True
            for pid in tree:
                total += procs.get(pid, (0, 0))[1]
            return total / tick
        except (OSError, ValueError):
            return None

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def close(self):
        try:
            self.ws.close()
        finally:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
