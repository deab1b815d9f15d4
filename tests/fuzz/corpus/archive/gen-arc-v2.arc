filedesc://fuzz.arc 0.0.0.0 20240301120000 text/plain 200 - - 0 fuzz.arc 111
2 0 Fuzz
URL IP-address Archive-date Content-type Result-code Checksum Location Offset Filename Archive-length

http://a.example/one 10.0.0.1 20240301120001 text/html 200 ABCDEF - 0 fuzz.arc 204
HTTP/1.1 200 OK
Content-Type: text/html

<p>Near-duplicate documents differ in a few words: a date, a name, a reformatted line. Shingles of four words catch them; don't split e.g. or U.S.A. oddly. </p>
http://a.example/two with space 10.0.0.1 202403011200020000 text/html 302 - http://a.example/one 0 fuzz.arc 54
HTTP/1.1 302 Found
Location: http://a.example/one


dns:a.example 10.0.0.1 20240301120003 text/dns 200 - - 0 fuzz.arc 22
20240301120003
10.0.0.1

